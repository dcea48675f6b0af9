// /dogrula: anyone checks a pasted bid receipt, or a lot's whole chain, in the browser against the keys the
// site publishes (docs/decisions/0013-signed-bid-receipts.md). Route-split: jose and the checks load only here.
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { TextareaField, TextField } from '#client/components/ui/field.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { ReceiptFacts } from '#client/features/receipts/receipt-facts.tsx'
import { checkLotChain, checkPastedReceipt } from '#client/features/receipts/verify.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { receipts } from '#common/messages/receipts.ts'
import type { LotCheck } from '#common/receipt-chain.ts'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
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

/** One check of the page: its verdict once it has run, and whether it is running; `initial` is checked at once. */
function useCheck<R>(check: (value: string) => Promise<R>, required: string, initial = '') {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<R>()
  const run = async (value: string) => {
    setResult(undefined)
    if (!value.trim()) return setError(required)
    setError(undefined)
    setBusy(true)
    setResult(await check(value).finally(() => setBusy(false)))
  }
  useEffect(() => {
    if (initial) void run(initial)
    // Checked again only when the address names another lot: `check` and `required` are the page's own constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial])
  return { error, busy, result, run }
}

/** A check's card: its field and button (named after the check), then the verdict with what it found. */
function CheckCard({
  title,
  busy,
  onCheck,
  field,
  verdict,
}: {
  title: string
  busy: boolean
  onCheck: () => void
  field: ReactNode
  verdict: { ok: boolean; found: ReactNode } | undefined
}) {
  return (
    <SectionCard title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onCheck()
        }}
        noValidate
        className="space-y-4"
      >
        {field}
        <Button type="submit" loading={busy}>
          {title}
        </Button>
      </form>
      {verdict ? (
        <Alert tone={verdict.ok ? 'success' : 'error'} title={verdict.ok ? receipts.valid : receipts.invalid} className="mt-4">
          {verdict.found}
        </Alert>
      ) : null}
    </SectionCard>
  )
}

function ReceiptForm() {
  const [text, setText] = useState('')
  const { error, busy, result, run } = useCheck(checkPastedReceipt, receipts.receiptRequired)
  return (
    <CheckCard
      title={receipts.checkReceipt}
      busy={busy}
      onCheck={() => void run(text)}
      field={
        <TextareaField label={receipts.pasteLabel} rows={5} value={text} onChange={(e) => setText(e.target.value)} error={error} spellCheck={false} className="font-mono" />
      }
      verdict={
        result && {
          ok: result.ok,
          found: (
            <>
              {result.message}
              {result.ok ? <ReceiptFacts payload={result.payload} kid={result.kid} /> : null}
            </>
          ),
        }
      }
    />
  )
}

const checkChain = (value: string) =>
  checkLotChain(value.trim()).catch((): LotCheck => ({ ok: false, message: receipts.auctionNotFound }))

function ChainForm({ initial }: { initial: string }) {
  const [slug, setSlug] = useState(initial)
  // A link from "Pey makbuzlarım" names the lot: its chain is checked at once.
  const { error, busy, result, run } = useCheck(checkChain, receipts.slugRequired, initial)
  return (
    <CheckCard
      title={receipts.checkChain}
      busy={busy}
      onCheck={() => void run(slug)}
      field={<TextField label={receipts.slugLabel} value={slug} onChange={(e) => setSlug(e.target.value)} error={error} autoCapitalize="none" spellCheck={false} />}
      verdict={
        result && {
          ok: result.ok,
          found: (
            <>
              {result.auction_id !== undefined ? <p className="font-semibold">{result.auction_name}</p> : null}
              <p>{result.message}</p>
            </>
          ),
        }
      }
    />
  )
}
