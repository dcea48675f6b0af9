// The photo slider of the detail page: swipe or arrows on a scroll-snap strip,
// thumbnails below, and an enlarge button that opens the zoom view (modal -5).
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, ImageIcon } from '#client/components/ui/icons.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { cx } from '#client/lib/cx.ts'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

/** A photo of the lot; a condition report's photo also says what it shows (caption). */
export type Photo = { public_url: string | null; thumbnail_url: string | null; caption?: string | null }

type Props = { photos: Photo[]; name: string; stage: string; index: number; onIndex: (i: number) => void; onEnlarge: () => void }

const arrow =
  'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-card ring-1 ring-line hover:bg-white disabled:opacity-0'

export function Gallery({ photos, name, stage, index, onIndex, onEnlarge }: Props) {
  const strip = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState<Record<number, boolean>>({})
  const count = photos.length

  // Keeps the strip on the selected photo when the index changes from outside (thumbnails, zoom view).
  // While that smooth scroll runs, the strip's own scroll events are not the visitor swiping: they would
  // send the index back to the photo the scroll started from.
  const scrollingTo = useRef<number | null>(null)
  useEffect(() => {
    const el = strip.current
    if (!el) return
    const x = index * el.clientWidth
    if (Math.abs(el.scrollLeft - x) <= 4) return
    scrollingTo.current = index
    el.scrollTo({ left: x, behavior: 'smooth' })
    const done = setTimeout(() => (scrollingTo.current = null), 1000)
    return () => clearTimeout(done)
  }, [index])

  // The strip is focusable (a scrolling region must be reachable by keyboard, axe scrollable-region-focusable):
  // ←/→ move between photos, Home/End go to the first/last, Enter opens the zoom view.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const to = e.key === 'ArrowLeft' ? index - 1 : e.key === 'ArrowRight' ? index + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : null
    if (e.key === 'Enter') {
      e.preventDefault()
      onEnlarge()
    } else if (to !== null) {
      e.preventDefault()
      onIndex(Math.min(count - 1, Math.max(0, to)))
    }
  }

  const onScroll = () => {
    const el = strip.current
    if (!el || !el.clientWidth) return
    const i = Math.round(el.scrollLeft / el.clientWidth)
    if (scrollingTo.current !== null) {
      if (Math.abs(el.scrollLeft - scrollingTo.current * el.clientWidth) <= 4) scrollingTo.current = null
      return
    }
    if (i !== index && i >= 0 && i < count) onIndex(i)
  }

  if (count === 0)
    return (
      <div className="grid aspect-square place-items-center rounded-card text-ink-subtle ring-1 ring-line" style={{ background: stage }}>
        <span className="flex flex-col items-center gap-2 text-sm">
          <ImageIcon className="size-12" />
          {ts.detail.noPhoto}
        </span>
      </div>
    )

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-card ring-1 ring-line" style={{ background: stage }}>
        <div
          ref={strip}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          tabIndex={0}
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-scrollbar]:hidden"
          aria-roledescription="carousel"
          aria-label={name}
        >
          {photos.map((p, i) => (
            <div
              key={i}
              className="relative size-full shrink-0 snap-center"
              aria-roledescription="slide"
              aria-label={ts.detail.photo(i + 1, count)}
              aria-hidden={i !== index}
            >
              {p.public_url && !failed[i] ? (
                <img
                  src={p.public_url}
                  alt={i === 0 ? name : `${name} — ${ts.detail.photo(i + 1, count)}`}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  onError={() => setFailed((f) => ({ ...f, [i]: true }))}
                  onDoubleClick={onEnlarge}
                  className="size-full object-contain"
                  draggable={false}
                />
              ) : (
                <span className="grid size-full place-items-center text-ink-subtle">
                  <ImageIcon className="size-12" />
                </span>
              )}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={cx(arrow, 'left-3')}
              onClick={() => onIndex(Math.max(0, index - 1))}
              disabled={index === 0}
              aria-label={ts.detail.prevPhoto}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={cx(arrow, 'right-3')}
              onClick={() => onIndex(Math.min(count - 1, index + 1))}
              disabled={index === count - 1}
              aria-label={ts.detail.nextPhoto}
            >
              <ChevronRightIcon />
            </button>
            <span
              className="absolute bottom-3 left-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white tabular"
              aria-hidden="true"
            >
              {index + 1} / {count}
            </span>
          </>
        ) : null}
        <button
          type="button"
          onClick={onEnlarge}
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-ink shadow-card ring-1 ring-line hover:bg-white"
        >
          <ExpandIcon className="size-4" />
          {ts.detail.enlarge}
        </button>
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={ts.detail.photo(index + 1, count)}>
          {photos.map((p, i) => (
            <li key={i} className="shrink-0">
              <button
                type="button"
                onClick={() => onIndex(i)}
                aria-label={ts.detail.photo(i + 1, count)}
                aria-current={i === index || undefined}
                className={cx(
                  'block size-16 overflow-hidden rounded-lg bg-slate-100 ring-2 transition sm:size-18',
                  i === index ? 'ring-brand-600' : 'ring-transparent opacity-75 hover:opacity-100',
                )}
              >
                {p.thumbnail_url ? <img src={p.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
