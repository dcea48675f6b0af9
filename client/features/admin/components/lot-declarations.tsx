// The review's legal declarations (docs/law.md "Cultural property", "Cayma exceptions"): a cultural-property
// lot's document (opening it is recorded by the server, and the approval asks for it) and the seller's permit;
// a trader's MSY m.15 exception, which the editor may clear.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { api, errorMessage } from '#client/lib/api.ts'
import { caymaExceptionLabel } from '#common/lot-law.ts'
import { tr } from '#common/messages.ts'
import type { Review } from '#common/schemas/admin-answers.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { family } from '../queries.ts'
import { Facts } from './ui.tsx'

const m = tr.lotLaw

export function LotDeclarations({ id, declarations: d }: { id: number; declarations: Review['declarations'] }) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: family('auction') })
  const clear = useMutation({
    mutationFn: () => api.delete(`/api/admin/auctions/${id}/cayma-exception`, MessageAnswer),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: family('audit') })])
    },
    onError: (e) => toast.error(errorMessage(e)),
  })
  return (
    <section className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5" data-testid="lot-declarations">
      <h2 className="mb-3 text-base font-bold text-ink">{m.reviewTitle}</h2>
      <div className="space-y-4">
        {d.cultural_property ? (
          <div className="space-y-3">
            <Badge tone="accent">{m.reviewCultural}</Badge>
            <Facts
              items={[
                [m.documentKind, d.cultural_document_kind ? m.documentKinds[d.cultural_document_kind] : null],
                [m.reviewPermit, d.permit_no ?? m.reviewNoPermit],
              ]}
            />
            <p className="text-sm text-ink-muted">{d.document_opened ? m.reviewDocumentOpened : m.reviewDocumentHint}</p>
            <a
              href={`/api/admin/auctions/${id}/cultural-document`}
              target="_blank"
              rel="noopener"
              onClick={() => window.setTimeout(() => void refresh(), 1500)}
              className="inline-flex h-11 items-center rounded-control bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-line-strong hover:bg-slate-50"
            >
              {m.reviewDocument}
            </a>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{m.reviewNotCultural}</p>
        )}
        <div className="space-y-2 border-t border-line pt-3">
          <p className="text-sm font-semibold text-ink">{m.reviewException}</p>
          <p className="text-sm text-ink">{d.cayma_exception ? caymaExceptionLabel(d.cayma_exception) : m.reviewNoException}</p>
          {d.cayma_exception ? (
            <Button
              variant="secondary"
              size="sm"
              loading={clear.isPending}
              onClick={() => {
                if (window.confirm(m.reviewClearConfirm)) clear.mutate()
              }}
            >
              {m.reviewClearException}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
