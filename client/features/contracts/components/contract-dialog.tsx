// The text of one contract in a modal (registration's "Üyelik Sözleşmesi", the cart's "Mesafeli Satış
// Sözleşmesi"): GET /api/contracts/{slug}. Only contracts are offered for acceptance here; the aydınlatma
// is information and opens as its own page.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { Skeleton } from '#client/components/ui/spinner.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { useQuery } from '@tanstack/react-query'
import { contractQuery } from '../queries.ts'

export function ContractDialog({
  slug,
  fallbackTitle,
  onClose,
  onAccept,
}: {
  slug: string | null
  fallbackTitle: string
  onClose: () => void
  onAccept?: () => void
}) {
  const query = useQuery({ ...contractQuery(slug ?? ''), enabled: slug !== null })
  const contract = query.data?.contract_data.find((c) => c.slug === slug) ?? query.data?.contract_data[0]
  return (
    <Dialog
      open={slug !== null}
      onClose={onClose}
      size="lg"
      title={contract?.title ?? fallbackTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.close}
          </Button>
          {onAccept ? (
            <Button
              onClick={() => {
                onAccept()
                onClose()
              }}
              disabled={!contract}
            >
              {t.contracts.accept}
            </Button>
          ) : null}
        </>
      }
    >
      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label={t.contracts.loading}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className={i % 3 === 2 ? 'h-4 w-2/3' : 'h-4 w-full'} />
          ))}
        </div>
      ) : query.isError ? (
        <Alert tone="error" title={t.contracts.failed}>
          {errorMessage(query.error)}
        </Alert>
      ) : contract ? (
        <SafeHtml html={contract.contract_content} />
      ) : (
        <Alert tone="error">{t.contracts.failed}</Alert>
      )}
    </Dialog>
  )
}
