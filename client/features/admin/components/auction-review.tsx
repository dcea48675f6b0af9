// One listing under review: photos, description (sanitised again here), properties, prices, dates,
// shipping and the seller's file, with approve, or reject with a reason the seller will read.
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { t } from '#client/i18n/tr.ts'
import { api, errorMessage } from '#client/lib/api.ts'
import { APPROVAL } from '#common/approval.ts'
import { formatLira } from '#common/money.ts'
import type { Review } from '#common/schemas/admin-answers.ts'
import { SavedAnswer } from '#common/schemas/admin-answers.ts'
import { BADGE_TYPES, RejectForm, ShowcaseForm } from '#common/schemas/admin.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { LotFacts } from '#client/features/auction-detail/components/lot-facts.tsx'
import { family, useAdminWrite } from '../queries.ts'
import { LotDeclarations } from './lot-declarations.tsx'
import { FormDialog, InlineForm, Options, SelectField, TextareaField, TextField, useAdminForm } from './form.tsx'
import { AdminPage, Facts } from './ui.tsx'

const wire = (s: string | null) => (s ? s.slice(0, 16) : ta.common.none)
const tone = (approved: number) => (approved === APPROVAL.approved ? 'success' : approved === APPROVAL.rejected ? 'danger' : 'accent')

function useDecision(id: number) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (d: { kind: 'approve'; estimate_low: string; estimate_high: string } | { kind: 'reject'; reason: string }) =>
      api.post(`/api/admin/auctions/${id}/${d.kind}`, SavedAnswer, {
        json: d.kind === 'reject' ? { reason: d.reason } : { estimate_low: d.estimate_low, estimate_high: d.estimate_high },
      }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await Promise.all(['auctions', 'auction', 'summary', 'audit'].map((n) => queryClient.invalidateQueries({ queryKey: family(n) })))
      await navigate({ to: '/yonetim' })
    },
  })
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <h2 className="mb-3 text-base font-bold text-ink">{title}</h2>
      {children}
    </section>
  )
}

/** Sale label and badge: a running auction with either shows on the home page's featured list. */
function ShowcaseCard({ id, saleLabel, badgetype }: { id: number; saleLabel: string | null; badgetype: number }) {
  const write = useAdminWrite(['auction', 'auctions'])
  const form = useAdminForm(ShowcaseForm, { sale_label: saleLabel ?? '', badgetype: String(badgetype) })
  return (
    <Section title={ta.review.showcase}>
      <p className="mb-3 text-sm text-ink-muted">{ta.review.showcaseHint}</p>
      <InlineForm
        form={form}
        className="space-y-3"
        onSubmit={(values) => write.mutateAsync({ method: 'put', path: `/api/admin/auctions/${id}/showcase`, body: values })}
      >
        <TextField label={ta.field.saleLabel} {...form.text('sale_label')} />
        <SelectField label={ta.field.badgetype} {...form.text('badgetype')}>
          <Options items={BADGE_TYPES} value={(b) => b} label={(b) => b === 0 ? ta.review.noBadge : t.auction.badge[b]} />
        </SelectField>
        <Button type="submit" variant="secondary" loading={write.isPending}>
          {ta.common.save}
        </Button>
      </InlineForm>
    </Section>
  )
}

export function AuctionReview({ review }: { review: Review }) {
  const { auction: a, seller } = review
  const decide = useDecision(a.id)
  const [rejecting, setRejecting] = useState(false)
  const [estimate, setEstimate] = useState({ low: a.estimate ? String(a.estimate.low) : '', high: a.estimate ? String(a.estimate.high) : '' })
  const form = useAdminForm(RejectForm, { reason: '' })
  const categories = [a.category_1_title, a.category_2_title, a.category_3_title].filter(Boolean).join(' › ')
  return (
    <AdminPage
      title={a.name}
      lead={
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={tone(a.approved)}>{ta.review.status[a.approved]}</Badge>
          <span>{ta.review.number(a.id)}</span>
          <span>
            · {ta.review.sentAt} {wire(a.created_at)}
          </span>
        </span>
      }
      action={
        <>
          <InternalLink href="/yonetim" className="inline-flex h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline">
            {ta.review.back}
          </InternalLink>
          <a
            href={`/onizleme/${a.slug}`}
            target="_blank"
            rel="noopener"
            className="inline-flex h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {ta.review.storefront}
          </a>
        </>
      }
    >
      {a.approved === APPROVAL.rejected && a.rejection_reason ? (
        <Alert tone="error" title={ta.review.rejectionReason}>
          {a.rejection_reason}
        </Alert>
      ) : null}
      {seller.blocked_at ? <Alert tone="warning">{ta.review.blockedSeller}</Alert> : null}

      {a.approved !== APPROVAL.approved ? (
        <Section title={ta.review.estimate}>
          <p className="mb-3 text-sm text-ink-muted">{ta.review.estimateHint}</p>
          <div className="grid max-w-md grid-cols-2 gap-3">
            <TextField label={ta.review.estimateLow} inputMode="decimal" value={estimate.low} onChange={(e) => setEstimate({ ...estimate, low: e.target.value })} />
            <TextField label={ta.review.estimateHigh} inputMode="decimal" value={estimate.high} onChange={(e) => setEstimate({ ...estimate, high: e.target.value })} />
          </div>
        </Section>
      ) : null}
      {a.approved !== APPROVAL.approved ? (
        <div className="sticky top-2 z-10 flex flex-wrap gap-2 rounded-card bg-white/95 p-3 shadow-raised ring-1 ring-line backdrop-blur">
          <Button
            size="lg"
            loading={decide.isPending && decide.variables?.kind === 'approve'}
            onClick={() =>
              decide.mutate({ kind: 'approve', estimate_low: estimate.low, estimate_high: estimate.high }, { onError: (e) => toast.error(errorMessage(e)) })
            }
          >
            {ta.review.approve}
          </Button>
          {a.approved === APPROVAL.waiting ? (
            <Button size="lg" variant="danger" onClick={() => setRejecting(true)}>
              {ta.review.reject}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <Section title={ta.review.photos}>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {a.auction_image.map((img, i) => (
                <li key={img.public_url ?? i}>
                  <a
                    href={img.public_url ?? '#'}
                    target="_blank"
                    rel="noopener"
                    className="block aspect-square overflow-hidden rounded-control bg-slate-100 ring-1 ring-line"
                  >
                    <img
                      src={img.thumbnail_url ?? img.public_url ?? ''}
                      alt={ta.review.photoAlt(a.name, i + 1)}
                      className="h-full w-full object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={ta.review.description}>
            <p className="mb-2 font-semibold text-ink">{a.title}</p>
            <SafeHtml html={a.description} className="text-sm leading-6 text-ink" />
          </Section>
          <Section title={ta.review.condition}>
            {a.condition ? <LotFacts data={{ estimate: null, condition: a.condition, name: a.name }} /> : <p className="text-sm text-ink-muted">{ta.review.conditionNone}</p>}
          </Section>
          <Section title={ta.review.properties}>
            {a.properties.length ? (
              <Facts items={a.properties.map((p) => [p.label ?? '', p.value])} />
            ) : (
              <p className="text-sm text-ink-muted">{ta.review.noProperties}</p>
            )}
          </Section>
        </div>
        <div className="space-y-4">
          <Section title={ta.review.prices}>
            <Facts
              items={[
                [ta.review.opening, formatLira(a.opening_price)],
                [ta.review.buynow, formatLira(a.buynow_price)],
                [ta.review.start, wire(a.start_time)],
                [ta.review.end, wire(a.end_time)],
                [ta.review.category, categories],
                [ta.review.brand, [a.brand, a.model, a.series].filter(Boolean).join(' / ') || null],
                [
                  ta.review.shipping,
                  `${ta.review.shippingType[a.shipping_type] ?? ''}${a.shipping_type === 1 ? ` · ${ta.review.payer[a.shipping_payment_by] ?? ''}` : ''}`,
                ],
              ]}
            />
          </Section>
          <LotDeclarations id={a.id} declarations={review.declarations} />
          <ShowcaseCard id={a.id} saleLabel={a.sale_label} badgetype={a.badgetype} />
          <Section title={ta.review.seller}>
            <Facts
              items={[
                [ta.review.seller, `${seller.title} (@${seller.username})`],
                [ta.review.emailLabel, `${seller.email} · ${seller.email_verified_at ? ta.review.verified : ta.review.notVerified}`],
                [
                  ta.review.phoneLabel,
                  seller.phone_1 ? `${seller.phone_1} · ${seller.phone_verified_at ? ta.review.verified : ta.review.notVerified}` : null,
                ],
                [ta.review.memberSince, wire(seller.created_at)],
              ]}
            />
            <p className="mt-3 text-sm text-ink-muted">{ta.review.history(seller.approved, seller.rejected, seller.waiting)}</p>
            <InternalLink
              href={`/yonetim/uyeler?q=${seller.id}`}
              className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {ta.common.details}
            </InternalLink>
          </Section>
        </div>
      </div>

      <FormDialog
        open={rejecting}
        title={ta.review.rejectTitle}
        description={ta.review.rejectLead}
        form={form}
        pending={decide.isPending}
        onClose={() => setRejecting(false)}
        submitLabel={ta.review.rejectSubmit}
        onSubmit={(v) => decide.mutateAsync({ kind: 'reject', reason: String(v.reason ?? '') })}
      >
        <TextareaField label={ta.review.reason} hint={ta.review.reasonHint} required rows={4} {...form.text('reason')} />
      </FormDialog>
    </AdminPage>
  )
}
