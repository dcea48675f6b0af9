// The foot of an infinite list (part of the list kit beside `ItemList`): the sentinel that
// `useLoadMoreOnScroll` watches, and what it shows meanwhile: a spinner while a page loads, the error with a
// retry when one failed, a "more" button for whoever does not scroll, and `end` once there is nothing left
// (with no `end`, the foot goes away then). `compact` is the smaller foot of a list inside a dialog.
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import type { ReactNode, RefObject } from 'react'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'
import { Spinner } from './spinner.tsx'

type Pager = {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
  error: unknown
}

type Props = { pager: Pager; sentinel: RefObject<HTMLDivElement | null>; end?: ReactNode; compact?: boolean }

export function LoadMore({ pager, sentinel, end, compact = false }: Props) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, error } = pager
  const more = () => void fetchNextPage()
  if (end === undefined && !hasNextPage && !isFetchingNextPage && !isFetchNextPageError) return null
  return (
    <div
      ref={sentinel}
      className={cx('flex items-center justify-center text-brand-600', compact ? 'min-h-12 py-3' : 'min-h-16 py-6')}
      aria-live="polite"
    >
      {isFetchingNextPage ? (
        <Spinner className={compact ? 'size-6' : 'size-7'} label={t.common.loading} />
      ) : isFetchNextPageError ? (
        <Alert
          tone="error"
          title={errorMessage(error)}
          action={
            <Button size="sm" variant="secondary" onClick={more}>
              {t.common.retry}
            </Button>
          }
        />
      ) : hasNextPage ? (
        <Button size={compact ? 'sm' : 'md'} variant="secondary" onClick={more}>
          {t.common.loadMore}
        </Button>
      ) : (
        end
      )}
    </div>
  )
}
