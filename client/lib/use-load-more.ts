// Infinite lists: the next page is asked for when a sentinel at the list's end comes within `rootMargin`
// of the viewport (TanStack Query's infinite queries; a failed page waits for the user's retry).
import { useEffect, useRef } from 'react'

type Pager = { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> }

/** The ref goes on an element after the list's last row. */
export function useLoadMoreOnScroll({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: Pager, rootMargin: string) {
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasNextPage || isFetchNextPageError) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, rootMargin])
  return sentinel
}
