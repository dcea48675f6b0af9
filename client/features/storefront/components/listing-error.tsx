// A listing that did not load: the unknown category sentence for 404, the error and a retry otherwise.
import { useRouter } from '@tanstack/react-router'
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { t } from '#client/i18n/tr.ts'
import { tlist } from '#client/i18n/tr-listing.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { EmptyListing } from './empty-listing.tsx'

export function ListingError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter()
  return (
    <div className="container-page py-10">
      {isApiError(error) && error.status === 404 ? (
        <EmptyListing title={tlist.listing.categoryNotFound}>{tlist.listing.categoryNotFoundBody}</EmptyListing>
      ) : (
        <Alert
          tone="error"
          title={errorMessage(error)}
          action={
            <Button size="sm" variant="secondary" onClick={() => (reset(), void router.invalidate())}>
              {t.common.retry}
            </Button>
          }
        />
      )}
    </div>
  )
}
