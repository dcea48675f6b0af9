// /dogrula: anyone checks a pasted bid receipt, or a lot's whole chain, in the browser against the keys the
// site publishes (docs/decisions/0013-signed-bid-receipts.md). Route-split: jose and the checks load only here.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { TextareaField, TextField } from '#client/components/ui/field.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { ReceiptFacts } from '#client/features/receipts/receipt-facts.tsx'
import { checkLotChain, checkPastedReceipt, type ReceiptResult } from '#client/features/receipts/verify.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { receipts } from '#common/messages/receipts.ts'
import type { LotCheck } from '#common/receipt-chain.ts'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { text } from '#client/lib/search-params.ts'

export const Route = createFileRoute('/dogrula')({
  validateSearch: (s: { mezat?: string } & SearchSchemaInput) => ({ mezat: text(s.mezat, 200, true) }),
  component: VerifyPage,
})

function VerifyPage() {
  usePageTitle(receipts.verifyTitle)
  const { mezat } = Route.useSearch()
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <PageHeader title={receipts.verifyTitle} lead={receipts.verifyLead} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ReceiptForm />
        <ChainForm initial={mezat ?? ''} />
      </div>
    </div>
  )
}

function ReceiptForm() {
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ReceiptResult>()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setResult(undefined)
    if (!text.trim()) return setError(receipts.receiptRequired)
    setError(undefined)
    setBusy(true)
    setResult(await checkPastedReceipt(text).finally(() => setBusy(false)))
  }
  return (
    <SectionCard title={receipts.checkReceipt}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextareaField label={receipts.pasteLabel} rows={5} value={text} onChange={(e) => setText(e.target.value)} error={error} spellCheck={false} className="font-mono" />
        <Button type="submit" loading={busy}>
          {receipts.checkReceipt}
        </Button>
      </form>
      {result ? (
        <Alert tone={result.ok ? 'success' : 'error'} title={result.ok ? receipts.valid : receipts.invalid} className="mt-4">
          {result.message}
          {result.ok ? <ReceiptFacts payload={result.payload} kid={result.kid} /> : null}
        </Alert>
      ) : null}
    </SectionCard>
  )
}

function ChainForm({ initial }: { initial: string }) {
  const [slug, setSlug] = useState(initial)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<LotCheck>()
  const run = async (value: string) => {
    setResult(undefined)
    if (!value.trim()) return setError(receipts.slugRequired)
    setError(undefined)
    setBusy(true)
    setResult(await checkLotChain(value.trim()).catch((): LotCheck => ({ ok: false, message: receipts.auctionNotFound })).finally(() => setBusy(false)))
  }
  // A link from "Pey makbuzlarım" names the lot: its chain is checked at once.
  useEffect(() => {
    if (initial) void run(initial)
  }, [initial])
  return (
    <SectionCard title={receipts.checkChain}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void run(slug)
        }}
        noValidate
        className="space-y-4"
      >
        <TextField label={receipts.slugLabel} value={slug} onChange={(e) => setSlug(e.target.value)} error={error} autoCapitalize="none" spellCheck={false} />
        <Button type="submit" loading={busy}>
          {receipts.checkChain}
        </Button>
      </form>
      {result ? (
        <Alert tone={result.ok ? 'success' : 'error'} title={result.ok ? receipts.valid : receipts.invalid} className="mt-4">
          {result.auction_id !== undefined ? <p className="font-semibold">{result.auction_name}</p> : null}
          <p>{result.message}</p>
        </Alert>
      ) : null}
    </SectionCard>
  )
}
