// What stands at the end of an infinite list (lib/use-load-more.ts puts the sentinel there): a spinner while
// the next page comes, the error with a retry when it failed, a button for those who do not scroll, and the
// list's last word once every page is in.
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import type { ReactNode } from 'react'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'
import { Spinner } from './spinner.tsx'

type Pager = {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  error: unknown
  fetchNextPage: () => Promise<unknown>
}

/** `end` is shown once there is no next page (nothing when absent); `compact` is the smaller size of a dialog. */
export function LoadMoreStatus({ pager, end, compact = false }: { pager: Pager; end?: ReactNode; compact?: boolean }) {
  const more = () => void pager.fetchNextPage()
  if (pager.isFetchingNextPage) return <Spinner className={compact ? 'size-6' : 'size-7'} label={t.common.loading} />
  if (pager.isFetchNextPageError)
    return (
      <Alert
        tone="error"
        title={errorMessage(pager.error)}
        action={
          <Button size="sm" variant="secondary" onClick={more}>
            {t.common.retry}
          </Button>
        }
      />
    )
  if (pager.hasNextPage)
    return (
      <Button size={compact ? 'sm' : 'md'} variant="secondary" onClick={more}>
        {t.common.loadMore}
      </Button>
    )
  return end ?? null
}
