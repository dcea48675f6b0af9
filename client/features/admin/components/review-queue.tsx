// The console's front page: today's counts, then the listings by approval state (waiting first,
// oldest first), each opening its full review.
import { Badge } from '#client/components/ui/badge.tsx'
import { ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { cx } from '#client/lib/cx.ts'
import { APPROVAL } from '#common/approval.ts'
import { formatLira } from '#common/money.ts'
import type { ReviewRow, Summary } from '#common/schemas/admin-answers.ts'
import { useQuery } from '@tanstack/react-query'
import { summaryQuery } from '../queries.ts'
import { RowsCard } from './kit.tsx'
import { Row } from './ui.tsx'

const wire = (s: string) => s.slice(0, 16)

export function SummaryCards() {
  const { data } = useQuery(summaryQuery())
  const c: Summary | undefined = data?.counts
  const cards: Array<[string, number | undefined, string, boolean]> = [
    [ta.dashboard.waiting, c?.waiting_auctions, '/yonetim', false],
    [ta.dashboard.overdue, c?.overdue_auctions, '/yonetim', (c?.overdue_auctions ?? 0) > 0],
    [ta.dashboard.tickets, c?.open_tickets, '/yonetim/destek-talepleri', false],
    [ta.dashboard.orders, c?.new_orders, '/yonetim/siparisler', false],
    [ta.dashboard.live, c?.active_live_sessions, '/yonetim/canli-yayinlar', false],
    [ta.dashboard.blocked, c?.blocked_users, '/yonetim/uyeler', false],
  ]
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3 xl:grid-cols-6">
      {cards.map(([label, n, href, alarm]) => (
        <li key={label}>
          <InternalLink
            href={href}
            className={cx(
              'block rounded-card bg-surface p-3 shadow-card ring-1 ring-line hover:ring-brand-300',
              alarm && 'bg-danger-50 ring-danger-100',
            )}
          >
            <span className={cx('block text-2xl font-extrabold tabular', alarm ? 'text-danger-700' : 'text-brand-900')}>{n ?? '…'}</span>
            <span className="block text-xs font-medium text-ink-muted">{label}</span>
          </InternalLink>
        </li>
      ))}
    </ul>
  )
}

const tone = (approved: number) => (approved === APPROVAL.approved ? 'success' : approved === APPROVAL.rejected ? 'danger' : 'accent')

export function ReviewList({ rows, empty }: { rows: ReviewRow[]; empty: string }) {
  return (
    <RowsCard rows={rows} empty={empty}>
      {(r) => (
        <Row key={r.id} className="items-start">
          <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-control bg-slate-100 ring-1 ring-line">
            {r.thumbnail_url ? (
              <img src={r.thumbnail_url} alt="" className="h-full w-full object-cover" />
            ) : (
              <ImageIcon className="size-6 text-ink-subtle" />
            )}
          </div>
          <div className="min-w-0 flex-1 basis-56">
            <InternalLink href={`/yonetim/mezat/${r.id}`} className="font-semibold text-brand-800 hover:underline">
              {r.name}
            </InternalLink>
            <p className="text-xs text-ink-muted">
              {ta.review.number(r.id)} · {r.seller_title} (@{r.seller_username}) · {r.categories.join(' › ')}
            </p>
            <p className="mt-1 text-xs text-ink-muted tabular">
              {ta.review.opening}: {formatLira(r.opening_price)} · {ta.review.buynow}: {formatLira(r.buynow_price)} ·{' '}
              {ta.queue.photos(r.image_count)}
            </p>
            {r.approved === APPROVAL.rejected && r.rejection_reason ? (
              <p className="mt-1 text-xs text-danger-800">{r.rejection_reason}</p>
            ) : null}
          </div>
          <div className="flex flex-col items-end gap-1 text-right">
            <Badge tone={tone(r.approved)}>{ta.review.status[r.approved]}</Badge>
            <span className="text-xs text-ink-muted tabular">
              {ta.queue.sentAt} {wire(r.created_at)}
            </span>
            <InternalLink href={`/yonetim/mezat/${r.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
              {ta.queue.review}
            </InternalLink>
          </div>
        </Row>
      )}
    </RowsCard>
  )
}
