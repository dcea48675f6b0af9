// Server state of the storefront pages: listings (category, search, today's,
// upcoming, hot), banners, videos and the carousel. One key factory for all of them.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { BannersAnswer, CarouselAnswer, ListingAnswer, VideosAnswer } from '#common/schemas/answers-storefront.ts'
import { fromWireTime } from '#common/time.ts'
import { api, typed } from '#client/lib/api.ts'

export type ListingPath = '/api/auctions' | '/api/search' | '/api/showdaily' | '/api/shownext' | '/api/showhot'
export type ListingParams = { category?: string | undefined; type?: 'open' | 'past' | 'sold' | undefined; q?: string | undefined; similar?: string | undefined }

export const storefrontKeys = {
  all: ['storefront'] as const,
  listing: (path: ListingPath, params: ListingParams) => [...storefrontKeys.all, 'listing', path, params] as const,
  banners: (placement: number, slug?: string) => [...storefrontKeys.all, 'banners', placement, slug ?? ''] as const,
  video: (slug: string) => [...storefrontKeys.all, 'video', slug] as const,
  carousel: (slug: string) => [...storefrontKeys.all, 'carousel', slug] as const,
}

async function fetchPage(path: ListingPath, params: ListingParams, page: number, signal: AbortSignal) {
  const sentAt = Date.now()
  const answer = await api.get(path, typed<typeof ListingAnswer>(), { signal, query: { ...params, page } })
  const serverNow = answer.server_time.timestamp ?? fromWireTime(answer.server_time.formatted)
  return { ...answer, clockOffset: serverNow - (sentAt + Date.now()) / 2 }
}
export type ListingPage = Awaited<ReturnType<typeof fetchPage>>

/** Page after page until last_page. */
export const listingQuery = (path: ListingPath, params: ListingParams) =>
  infiniteQueryOptions({
    queryKey: storefrontKeys.listing(path, params),
    queryFn: ({ signal, pageParam }) => fetchPage(path, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.auctions.current_page < last.auctions.last_page ? last.auctions.current_page + 1 : undefined),
    staleTime: 15_000,
  })

/** GET /api/banners/{placement}[/{slug}] */
export const bannersQuery = (placement: number, slug?: string) =>
  queryOptions({
    queryKey: storefrontKeys.banners(placement, slug),
    queryFn: ({ signal }) => api.get(`/api/banners/${placement}${slug ? `/${encodeURIComponent(slug)}` : ''}`, typed<typeof BannersAnswer>(), { signal }),
    staleTime: 5 * 60_000,
  })

/** GET /api/videos/{slug} */
export const videoQuery = (slug: string) =>
  queryOptions({
    queryKey: storefrontKeys.video(slug),
    queryFn: ({ signal }) => api.get(`/api/videos/${encodeURIComponent(slug)}`, typed<typeof VideosAnswer>(), { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** GET /api/carousels/{slug} */
export const carouselQuery = (slug: string) =>
  queryOptions({
    queryKey: storefrontKeys.carousel(slug),
    queryFn: ({ signal }) => api.get(`/api/carousels/${encodeURIComponent(slug)}`, typed<typeof CarouselAnswer>(), { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** Counts a banner click without holding up the navigation (POST /api/bannerclick form banner_id). */
export function countBannerClick(id: number) {
  const body = new URLSearchParams({ banner_id: String(id) })
  if (!navigator.sendBeacon?.('/api/bannerclick', body)) void fetch('/api/bannerclick', { method: 'POST', body, keepalive: true }).catch(() => undefined)
}
