// A detail page that did not load: 'Aradığınız mezat bulunamadı' for 404, the
// error and a retry for anything else.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { GavelIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import * as tr from '#common/messages/storefront.ts'
import { useRouter } from '@tanstack/react-router'

export function DetailError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter()
  if (isApiError(error) && error.status === 404)
    return (
      <div className="container-page py-12">
        <EmptyState
          title={tr.storefront.auctionNotFound}
          icon={<GavelIcon className="size-7" />}
          action={
            <InternalLink href="/" className={buttonClass('primary')}>
              {t.common.backHome}
            </InternalLink>
          }
        />
      </div>
    )
  return (
    <div className="container-page py-12">
      <Alert
        tone="error"
        title={errorMessage(error)}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            {t.common.retry}
          </Button>
        }
      />
    </div>
  )
}
