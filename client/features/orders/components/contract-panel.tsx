// The distance-sales contract on the buyer's order page (docs/law.md "The contract at the sale"): the text made
// when the lot was sold to the buyer, word for word as the server keeps it, opened on request so the page loads
// without it.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { LegalSections } from '#client/features/law/components/legal-sections.tsx'
import { errorMessage } from '#client/lib/api.ts'
import { saleContract as m } from '#common/messages/sale-contract.ts'
import type { SaleContract } from '#common/schemas/sale-contract.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { orderContractsQuery } from '../queries.ts'


function ContractText({ contract }: { contract: SaleContract }) {
  return (
    <article className="space-y-4 text-sm leading-6 text-ink" aria-label={contract.name} data-testid="sale-contract">
      <p className="font-semibold text-ink">{contract.name}</p>
      <p className="text-ink-muted">{contract.lead}</p>
      <LegalSections sections={contract.sections} idPrefix={`mss-${contract.auction_id}`} />
      <p className="text-xs text-ink-subtle">
        {m.version(contract.version)} · {formatDateTime(fromWireTime(contract.created_at))}
      </p>
    </article>
  )
}

function Contracts({ orderId }: { orderId: number }) {
  const query = useQuery(orderContractsQuery(orderId))
  if (query.isPending) return <PageSpinner />
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>
  if (!query.data.contracts.length) return <p className="text-sm text-ink-muted">{m.none}</p>
  // Focusable: the text is long and holds no control, so a keyboard reaches it (and scrolls it) here.
  return (
    <div tabIndex={0} className="space-y-8 divide-y divide-line rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
      {query.data.contracts.map((c) => (
        <ContractText key={c.auction_id} contract={c} />
      ))}
    </div>
  )
}

export function ContractPanel({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <SectionCard title={m.title}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {m.view}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.title} size="lg">
        {open ? <Contracts orderId={orderId} /> : null}
      </Dialog>
    </SectionCard>
  )
}
