// Live sessions' rules and stream address, apart from their schemas (common/schemas/live.ts re-exports them):
// the home's and a category's live area reads them on a first visit, which builds no zod schema
// (docs/first-visit.md "zod off the first visit").

// ---- rules (one export each) ---------------------------------------------------------------------

/** Longest chat message after sanitising, in characters. */
export const CHAT_MAX_LENGTH = 300
/** Longest raw text the worker reads at all; anything longer is refused before the room sees it. */
export const CHAT_RAW_MAX = 2_000
/** Per member and session: at most `max` messages in any `windowMs` (a sliding window in the room). */
export const CHAT_RATE = { max: 5, windowMs: 10_000 } as const
/** Messages a viewer gets on joining (GET /api/livechat/{id}/0) and at most per later call. */
export const CHAT_HISTORY = 50
export const CHAT_PAGE_MAX = 100
export const MUTE_MAX_MINUTES = 24 * 60

// ---- the stream address --------------------------------------------------------------------------

export type Stream = { kind: 'youtube'; videoId: string } | { kind: 'hls'; url: string }

const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * What `live_broadcast_url` points at: a YouTube video or live (watch?v=, youtu.be/, /embed/, /live/,
 * /shorts/), or an HLS playlist (an http(s) address whose path ends in .m3u8). Anything else is null.
 */
export function streamOf(raw: string | null | undefined): Stream | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (YOUTUBE_HOSTS.test(url.hostname)) {
    const parts = url.pathname.split('/').filter(Boolean)
    const id = url.hostname.toLowerCase().endsWith('youtu.be')
      ? parts[0]
      : parts[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'live', 'shorts', 'v'].includes(parts[0] ?? '')
          ? parts[1]
          : null
    return id && VIDEO_ID.test(id) ? { kind: 'youtube', videoId: id } : null
  }
  return /\.m3u8$/i.test(url.pathname) ? { kind: 'hls', url: url.toString() } : null
}

/** The privacy-enhanced player address (no cookies until the viewer plays). Muted, so autoplay is allowed. */
export const youtubeEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&mute=1&playsinline=1&rel=0`

