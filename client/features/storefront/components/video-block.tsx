// The home page's main video block (GET /api/videos/anasayfa, Video):
// the poster on the item's background colour, the video only after a click (no third-party
// player loads before the visitor asks), and the auction the video presents.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatLira } from '#common/money.ts'
import type { VideoItem } from '#common/schemas/answers-storefront.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { InternalLink, ServerLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import { tlist } from '#client/i18n/tr-listing.ts'
import { videoQuery } from '../queries.ts'

/** Only https embeds of the known players play inline; anything else opens as a link. */
const embeddable = (url: string | null) => !!url && /^https:\/\/(www\.)?(youtube(-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(url)

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.5-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />
    </svg>
  )
}

function Item({ item }: { item: VideoItem }) {
  const [playing, setPlaying] = useState(false)
  const a = item.auction
  return (
    <article className="overflow-hidden rounded-card shadow-card ring-1 ring-line" style={{ background: item.video_bgcolor ?? '#142048' }}>
      <div className="grid items-center gap-0 md:grid-cols-[1.4fr_1fr]">
        <div className="relative aspect-video bg-black/20">
          {playing && item.video_url ? (
            <iframe
              src={`${item.video_url}${item.video_url.includes('?') ? '&' : '?'}autoplay=1`}
              title={item.video_title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              className="absolute inset-0 size-full"
            />
          ) : (
            <>
              {item.video_image ? (
                <picture>
                  {item.video_image_mobile ? <source media="(max-width: 649px)" srcSet={item.video_image_mobile} /> : null}
                  <img src={item.video_image} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
                </picture>
              ) : null}
              {embeddable(item.video_url) ? (
                <button
                  type="button"
                  onClick={() => setPlaying(true)}
                  className="absolute inset-0 grid place-items-center bg-black/10 text-white transition-colors hover:bg-black/25"
                  aria-label={`${tlist.video.watch}: ${item.video_title}`}
                >
                  <span className="grid size-16 place-items-center rounded-full bg-accent-400 text-brand-950 shadow-raised">
                    <PlayIcon />
                  </span>
                </button>
              ) : item.video_image_link ? (
                <ServerLink href={item.video_image_link} className="absolute inset-0" aria-label={item.video_title}>
                  <span className="sr-only">{item.video_title}</span>
                </ServerLink>
              ) : null}
            </>
          )}
        </div>
        <div className="space-y-3 p-5 text-white sm:p-7">
          <h3 className="text-xl font-extrabold tracking-tight sm:text-2xl">{item.video_title}</h3>
          {a ? (
            <div className="flex items-center gap-3 rounded-control bg-white/10 p-3 ring-1 ring-white/15">
              {a.thumbnail_url ? <img src={a.thumbnail_url} alt="" className="size-16 shrink-0 rounded-lg bg-white object-cover" loading="lazy" /> : null}
              <div className="min-w-0">
                <p className="line-clamp-2 text-sm font-semibold">{a.name}</p>
                <p className="text-lg font-extrabold text-accent-300 tabular">{a.bid_count > 0 ? formatLira(a.current_price) : t.auction.noBid}</p>
              </div>
            </div>
          ) : null}
          {a ? (
            <InternalLink href={`/mezat/${a.slug}`} className={buttonClass('accent')}>
              {tlist.video.goAuction}
            </InternalLink>
          ) : item.video_image_link ? (
            <ServerLink href={item.video_image_link} className={buttonClass('accent')}>
              {tlist.video.more}
            </ServerLink>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** Nothing while loading, on error or without items: the block is decoration. */
export function VideoBlock({ slug = 'anasayfa' }: { slug?: string }) {
  const { data } = useQuery(videoQuery(slug))
  const items = data?.video_data ?? []
  if (!items.length) return null
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
    </div>
  )
}
