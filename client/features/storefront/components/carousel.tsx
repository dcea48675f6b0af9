// The home carousel (GET /api/carousels/anasayfa): slides on a scroll-snap strip, arrows and dots,
// advancing every 6 s unless the visitor hovers, focuses it, prefers reduced motion or has scrolled it out of
// sight (a slide is a smooth scroll: layout and paint a few frames long, for nobody, every 6 s).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ChevronRightIcon } from '#client/components/ui/icons.tsx'
import { ServerLink } from '#client/components/ui/internal-link.tsx'
import { tlist } from '#client/i18n/tr-listing.ts'
import { cx } from '#client/lib/cx.ts'
import { carouselQuery } from '../queries.ts'

const ADVANCE_MS = 6000
const arrow = 'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-card ring-1 ring-line hover:bg-white sm:grid'

export function Carousel({ slug = 'anasayfa' }: { slug?: string }) {
  const { data, isPending } = useQuery(carouselQuery(slug))
  const items = data?.carousel_item ?? []
  const strip = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)

  const go = (i: number) => {
    const el = strip.current
    if (!el || !items.length) return
    const next = (i + items.length) % items.length
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' })
    setIndex(next)
  }
  const [inSight, setInSight] = useState(true)
  useEffect(() => {
    const el = strip.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => setInSight(entries.some((e) => e.isIntersecting)))
    observer.observe(el)
    return () => observer.disconnect()
  }, [items.length])
  useEffect(() => {
    if (paused || !inSight || items.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => go(index + 1), ADVANCE_MS)
    return () => clearInterval(timer)
  })

  // While loading, the carousel's frame (3:1) holds its place: the sections below do not move when it
  // arrives. With no slides it goes away.
  if (isPending) return <div className="aspect-[3/1] rounded-card bg-slate-100" aria-hidden="true" />
  if (!items.length) return null
  return (
    <section
      aria-roledescription="carousel"
      aria-label={tlist.carousel.label}
      className="relative overflow-hidden rounded-card shadow-card ring-1 ring-line"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={strip}
        onScroll={() => {
          const el = strip.current
          if (el?.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth))
        }}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, i) => {
          const img = <img src={item.public_url ?? item.image_path ?? ''} alt={item.title ?? ''} loading={i === 0 ? 'eager' : 'lazy'} className="block aspect-[3/1] w-full object-cover" />
          return (
            <div key={i} className="w-full shrink-0 snap-center" aria-roledescription="slide" aria-label={tlist.carousel.slide(i + 1, items.length)} aria-hidden={i !== index}>
              {item.link_url ? (
                <ServerLink href={item.link_url} target={item.link_target === '_blank' ? '_blank' : undefined} tabIndex={i === index ? 0 : -1}>
                  {img}
                </ServerLink>
              ) : (
                img
              )}
            </div>
          )
        })}
      </div>
      {items.length > 1 ? (
        <>
          <button type="button" onClick={() => go(index - 1)} className={cx(arrow, 'left-3 rotate-180')} aria-label={tlist.carousel.prev}>
            <ChevronRightIcon />
          </button>
          <button type="button" onClick={() => go(index + 1)} className={cx(arrow, 'right-3')} aria-label={tlist.carousel.next}>
            <ChevronRightIcon />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {items.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={tlist.carousel.slide(i + 1, items.length)}
                aria-current={i === index || undefined}
                className="group grid h-6 min-w-6 place-items-center px-1"
              >
                <span className={cx('block h-2 rounded-full shadow-sm transition-all', i === index ? 'w-6 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/90')} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
