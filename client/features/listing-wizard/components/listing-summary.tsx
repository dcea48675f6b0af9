// Step 5, /mezatozeti/{slug}: the saved listing while it waits
// for an editor. The route polls GET /api/check-approval-status/{id} every 5 s; on "approved" the
// success message shows and the listing links to its live page.
import { Alert } from '#client/components/ui/alert.tsx'
import { ButtonLink } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { tr } from '#common/messages.ts'
import { formatLira2 } from '#common/money.ts'
import type { AuctionData } from '#common/schemas/answers-storefront.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { WizardProgress } from './wizard-progress.tsx'

export type ApprovalState = { status: 'approved' | 'waiting' | 'rejected'; reason?: string | undefined }

export function ListingSummary({ data, approval }: { data: AuctionData; approval: ApprovalState }) {
  const path = [data.category_1_title, data.category_2_title, data.category_3_title].filter(Boolean).join(' › ')
  const props = data as unknown as Record<string, string | null | undefined>
  const properties = Array.from(
    { length: 15 },
    (_, i) => [props[`property_label_${i + 1}`], props[`property_value_${i + 1}`]] as const,
  ).filter(([l, v]) => l && v)
  return (
    <div className="space-y-6">
      <WizardProgress step={5} />
      {approval.status === 'approved' ? (
        <Alert
          tone="success"
          title={tm.summary.approvedTitle}
          action={
            <InternalLink
              href={`/mezat/${data.slug}`}
              className="inline-flex h-9 items-center rounded-control bg-success-700 px-3 text-sm font-semibold text-white hover:bg-success-800"
            >
              {tm.summary.goLive}
            </InternalLink>
          }
        >
          {tr.listing.approvalApproved} {tm.summary.approvedBody}
        </Alert>
      ) : approval.status === 'rejected' ? (
        <Alert tone="error" title={tm.summary.rejectedTitle}>
          {approval.reason || tr.listing.approvalRejected}
        </Alert>
      ) : (
        <Alert tone="info" title={tm.summary.waitingTitle}>
          <span className="flex items-start gap-2">
            <Spinner className="mt-0.5 size-4 shrink-0" label={tm.summary.checking} />
            <span>
              {tr.listing.approvalWaiting} {tm.summary.waitingBody}
            </span>
          </span>
        </Alert>
      )}

      <SectionCard title={tm.summary.title}>
        <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
          <div className="space-y-2">
            <div className="aspect-square overflow-hidden rounded-card bg-slate-100 ring-1 ring-line">
              {data.auction_image[0]?.public_url ? (
                <img src={data.auction_image[0].public_url} alt={data.name} className="size-full object-cover" />
              ) : (
                <span className="grid size-full place-items-center text-slate-400">
                  <ImageIcon className="size-10" />
                </span>
              )}
            </div>
            <ul className="grid grid-cols-4 gap-1.5">
              {data.auction_image.slice(1, 9).map((img, i) => (
                <li key={i} className="aspect-square overflow-hidden rounded-md bg-slate-100">
                  {img.thumbnail_url ? <img src={img.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" /> : null}
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 space-y-4">
            <h2 className="text-xl font-bold text-ink">{data.name}</h2>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-ink-muted">{tm.summary.category}</dt>
                <dd className="font-medium text-ink">{path}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{tm.summary.dates}</dt>
                <dd className="font-medium text-ink tabular">
                  {formatDateTime(fromWireTime(data.start_time))} – {formatDateTime(fromWireTime(data.end_time))}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{tm.wizard.openingPrice}</dt>
                <dd className="font-semibold text-ink tabular">{formatLira2(data.opening_price)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{tm.wizard.buyNowPrice}</dt>
                <dd className="font-semibold text-ink tabular">{formatLira2(data.buynow_price)}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-ink-muted">{tm.summary.shipping}</dt>
                <dd className="font-medium text-ink">
                  {data.shipping_type === 1
                    ? data.shipping_payment_by === 1
                      ? tm.summary.shippingBuyer
                      : tm.summary.shippingSeller
                    : tm.summary.freight}
                </dd>
              </div>
              {properties.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            {data.description ? <SafeHtml html={data.description} className="border-t border-line pt-4" /> : null}
          </div>
        </div>
      </SectionCard>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to="/onizleme/$slug" params={{ slug: data.slug }} variant="secondary">
          {tm.summary.preview}
        </ButtonLink>
        <ButtonLink to="/u/mezatlarim">{tm.summary.myAuctions}</ButtonLink>
      </div>
    </div>
  )
}
