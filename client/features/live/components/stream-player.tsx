// The stream of a live session (live_broadcast_url), embedded and playing:
// - YouTube: the privacy-enhanced player (youtube-nocookie.com), muted so that browsers let it start by
//   itself; it loads when the area comes near the screen;
// - HLS (.m3u8): <video>, natively where the browser plays HLS (Safari, iOS, recent Chrome and Edge);
//   elsewhere (Firefox, older Chromium) through hls.js (its light build: no subtitles, alternate audio or
//   DRM, which a live auction stream does not use) over Media Source Extensions, fetched only then,
//   so no other page or browser pays for its size;
// - anything else: a link to open it in a new tab.
import { tl } from '#client/i18n/tr-live.ts'
import { streamOf, youtubeEmbedUrl } from '#common/schemas/live.ts'
import { useEffect, useRef, useState } from 'react'

const frame = 'absolute inset-0 size-full'

function HlsVideo({ url, title }: { url: string; title: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    setFailed(false)
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url
      return () => {
        video.removeAttribute('src')
        video.load()
      }
    }
    let cancelled = false
    let destroy = () => {}
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return
      if (!Hls.isSupported()) return setFailed(true)
      const hls = new Hls({ lowLatencyMode: true })
      let retry: ReturnType<typeof setTimeout> | undefined
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return
        // A live stream that stalls (network) is reloaded after a pause; a decoding error is recovered once.
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError()
        else {
          setFailed(true)
          retry = setTimeout(() => {
            setFailed(false)
            hls.loadSource(url)
          }, 5000)
        }
      })
      hls.loadSource(url)
      hls.attachMedia(video)
      destroy = () => {
        clearTimeout(retry)
        hls.destroy()
      }
    })
    return () => {
      cancelled = true
      destroy()
    }
  }, [url])
  return (
    <>
      <video ref={ref} className={`${frame} bg-black`} controls autoPlay muted playsInline aria-label={title} />
      {failed ? (
        <p role="status" className="absolute inset-x-3 bottom-14 rounded-control bg-black/75 px-3 py-2 text-center text-sm text-white">
          {tl.area.hlsFailed}
        </p>
      ) : null}
    </>
  )
}

export function StreamPlayer({ url, title }: { url: string; title: string }) {
  const stream = streamOf(url)
  const label = tl.area.player(title)
  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-brand-950 shadow-card">
      {stream?.kind === 'youtube' ? (
        <iframe
          src={youtubeEmbedUrl(stream.videoId)}
          title={label}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={frame}
        />
      ) : stream?.kind === 'hls' ? (
        <HlsVideo url={stream.url} title={label} />
      ) : (
        <div className={`${frame} grid place-items-center p-6 text-center text-white`}>
          <div className="space-y-3">
            <p>{tl.area.noPlayer}</p>
            <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent-300 underline underline-offset-4">
              {tl.area.openStream}
            </a>
          </div>
        </div>
      )}
    </div>
  )
}
