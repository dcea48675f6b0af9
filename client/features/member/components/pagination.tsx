import { Button } from '#client/components/ui/button.tsx'
import { ChevronRightIcon } from '#client/components/ui/icons.tsx'
import { tm } from '#client/i18n/tr-member.ts'

type Paging = { page: number; lastPage: number; onPage: (page: number) => void }

/** Previous / next for paged lists ({current_page, last_page}); hidden when there is one page. */
export function Pagination(paging: Paging) {
  if (paging.lastPage <= 1) return null
  return (
    <nav aria-label={tm.common.pagination} className="flex items-center justify-between gap-3 pt-2">
      <PageSteps {...paging} />
    </nav>
  )
}

/** The previous button, "Sayfa n / m" and the next button; the editor console's pager shows them too. */
export function PageSteps({ page, lastPage, onPage }: Paging) {
  return (
    <>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronRightIcon className="size-4 rotate-180" />
        {tm.common.previous}
      </Button>
      <span className="text-sm text-ink-muted tabular" aria-live="polite">
        {tm.common.page(page, lastPage)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {tm.common.next}
        <ChevronRightIcon className="size-4" />
      </Button>
    </>
  )
}
