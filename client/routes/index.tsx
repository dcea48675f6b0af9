// Home: hero, banners of placements 0, 1 and 2 inline and 5 as the popup,
// the category strip, the carousel, featured auctions, the main video block and all auctions with
// infinite scroll.
import { buttonClass } from '#client/components/ui/button.tsx'
import { ClockIcon, ShieldIcon, StarIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { SectionBoundary } from '#client/components/ui/section-boundary.tsx'
import { AuctionGridSkeleton } from '#client/features/auctions/components/auction-grid.tsx'
import { InfiniteAuctionList } from '#client/features/auctions/components/infinite-auction-list.tsx'
import { ShowcaseAuctions } from '#client/features/auctions/components/showcase-auctions.tsx'
import { allAuctionsQuery, showcaseQuery } from '#client/features/auctions/queries.ts'
import { CategoryStrip, CategoryStripSkeleton } from '#client/features/categories/components/category-strip.tsx'
import { categoriesQuery } from '#client/features/categories/queries.ts'
import { LiveStreamArea } from '#client/features/live/components/live-stream-area.tsx'
import { BannerPopup, InlineBanners } from '#client/features/storefront/components/banners.tsx'
import { Carousel } from '#client/features/storefront/components/carousel.tsx'
import { VideoBlock } from '#client/features/storefront/components/video-block.tsx'
import { bannersQuery, carouselQuery, videoQuery } from '#client/features/storefront/queries.ts'
import { t } from '#client/i18n/tr.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  // Started, not awaited: each section shows its own skeleton while its data arrives.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(categoriesQuery())
    void queryClient.prefetchQuery(showcaseQuery())
    void queryClient.prefetchInfiniteQuery(allAuctionsQuery())
    for (const placement of [0, 1, 2, 5]) void queryClient.prefetchQuery(bannersQuery(placement))
    void queryClient.prefetchQuery(carouselQuery('anasayfa'))
    void queryClient.prefetchQuery(videoQuery('anasayfa'))
  },
  component: HomePage,
})

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <span className="h-6 w-1.5 rounded-full bg-accent-500" aria-hidden="true" />
      <h2 id={id} className="text-xl font-extrabold tracking-tight text-brand-900 sm:text-2xl">
        {children}
      </h2>
    </div>
  )
}

const trustIcons = [ShieldIcon, StarIcon, ClockIcon]

/** A large gavel and sound block, drawn in the brand colours, on wide screens only. */
function HeroArt() {
  return (
    <svg
      viewBox="0 0 400 300"
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-[4%] hidden h-[115%] -translate-y-1/2 lg:block"
    >
      <ellipse cx="170" cy="262" rx="150" ry="22" fill="#0c1430" opacity="0.45" />
      <rect x="50" y="222" width="190" height="36" rx="12" fill="#b45309" />
      <rect x="50" y="222" width="190" height="14" rx="7" fill="#f59e0b" />
      <g transform="rotate(-32 220 120)">
        <rect x="120" y="80" width="190" height="70" rx="18" fill="#fbbf24" />
        <rect x="100" y="70" width="34" height="90" rx="10" fill="#f59e0b" />
        <rect x="296" y="70" width="34" height="90" rx="10" fill="#f59e0b" />
        <rect x="200" y="150" width="28" height="150" rx="14" fill="#e6ebf7" />
      </g>
      <circle cx="330" cy="60" r="6" fill="#fcd34d" />
      <circle cx="355" cy="95" r="4" fill="#fcd34d" opacity="0.7" />
      <circle cx="300" cy="30" r="3" fill="#fcd34d" opacity="0.6" />
    </svg>
  )
}

function HomePage() {
  usePageTitle()
  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgb(95_120_200/0.45),transparent_45%),radial-gradient(circle_at_0%_100%,rgb(63_88_176/0.5),transparent_50%)]"
        />
        <HeroArt />
        <div className="relative container-page py-8 sm:py-12 lg:py-14">
          <div className="max-w-2xl">
            <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-display">{t.home.heroTitle}</h1>
            <p className="mt-3 text-base text-brand-100 sm:text-lg">{t.home.heroLead}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <InternalLink href="/gunun_mezatlari" className={buttonClass('accent', 'lg')}>
                {t.home.heroCta}
              </InternalLink>
              {/* The worker's skeleton of the home page draws the same link (worker/html/render-page.ts). */}
              <InternalLink href="/canli-mezatlar" className={buttonClass('secondary', 'lg')}>
                {t.home.liveShowsCta}
              </InternalLink>
            </div>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-100">
            {t.home.trust.map((label, i) => {
              const Icon = trustIcons[i] ?? ShieldIcon
              return (
                <li key={label} className="flex items-center gap-2">
                  <Icon className="size-4 text-accent-300" />
                  {label}
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <div className="container-page space-y-10 pt-6 sm:space-y-14">
        <LiveStreamArea />
        <InlineBanners placement={0} />
        <SectionBoundary loading={<CategoryStripSkeleton />} fallback={() => null}>
          <CategoryStrip label={t.home.categories} />
        </SectionBoundary>
        <Carousel slug="anasayfa" />

        <SectionBoundary
          loading={
            <section>
              <SectionHeading id="one-cikan">{t.home.featured}</SectionHeading>
              <AuctionGridSkeleton count={4} />
            </section>
          }
        >
          <section aria-labelledby="one-cikan">
            <ShowcaseAuctions heading={<SectionHeading id="one-cikan">{t.home.featured}</SectionHeading>} />
          </section>
        </SectionBoundary>

        <InlineBanners placement={1} />
        <VideoBlock slug="anasayfa" />
        <InlineBanners placement={2} />

        <section aria-labelledby="tum-mezatlar">
          <SectionHeading id="tum-mezatlar">{t.home.all}</SectionHeading>
          <SectionBoundary loading={<AuctionGridSkeleton count={8} />}>
            <InfiniteAuctionList />
          </SectionBoundary>
        </section>
      </div>
      <BannerPopup />
    </>
  )
}
