// My questions: auctions with their question and answer threads,
// expandable; the member's own auctions carry every question asked on them.
import { Badge } from '#client/components/ui/badge.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyCard, ItemList } from '#client/components/ui/empty-card.tsx'
import { ChevronDownIcon, ImageIcon, MessageCircleIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { cx } from '#client/lib/cx.ts'
import { useDisclosure } from '#client/lib/use-disclosure.ts'
import type { MyQuestionAuction } from '#common/schemas/ticket.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'

const when = (wire: string) => formatDateTime(fromWireTime(wire))

function AuctionThreads({ auction }: { auction: MyQuestionAuction }) {
  const { open, button, panel } = useDisclosure(true)
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-3 px-4 py-3 sm:px-5">
        <div className="size-12 shrink-0 overflow-hidden rounded-control bg-slate-100">
          {auction.auction_image ? (
            <img src={auction.auction_image} alt="" width={48} height={48} loading="lazy" className="size-full object-cover" />
          ) : (
            <span className="grid size-full place-items-center text-slate-400">
              <ImageIcon className="size-5" />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <InternalLink href={`/mezat/${auction.slug}`} className="line-clamp-2 text-sm font-semibold text-ink hover:text-brand-700">
            {auction.name}
          </InternalLink>
          {auction.is_seller ? (
            <Badge tone="brand" className="mt-1">
              {tm.questions.yourAuction}
            </Badge>
          ) : null}
        </div>
        <button
          type="button"
          {...button}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-slate-100"
          aria-label={tm.questions.toggle}
        >
          <ChevronDownIcon className={cx('size-5 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <ol {...panel} className="divide-y divide-line border-t border-line">
        {auction.auction_question.map((q) => (
          <li key={q.id} className="space-y-2 px-4 py-3 sm:px-5">
            <p className="text-xs text-ink-muted">
              <span className="font-semibold text-ink">{q.is_mine ? tm.questions.you : q.question_from_name}</span> ·{' '}
              <time className="tabular">{when(q.created_at)}</time>
            </p>
            <p className="text-sm whitespace-pre-line text-ink">{q.question_body}</p>
            {q.auction_answer.length === 0 ? (
              <p className="text-xs text-ink-subtle italic">{tm.questions.noAnswer}</p>
            ) : (
              <ul className="space-y-2">
                {q.auction_answer.map((a) => (
                  <li key={a.id} className="ml-3 rounded-control bg-brand-50 px-3 py-2 ring-1 ring-brand-100 sm:ml-6">
                    <p className="text-xs text-ink-muted">
                      <span className="font-semibold text-brand-800">{a.answer_from_name}</span> ·{' '}
                      <time className="tabular">{when(a.created_at)}</time>
                    </p>
                    <p className="mt-0.5 text-sm whitespace-pre-line text-ink">{a.answer_body}</p>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Card>
  )
}

export function MyQuestions({ auctions }: { auctions: MyQuestionAuction[] }) {
  const empty = (
    <EmptyCard title={tm.questions.empty} icon={<MessageCircleIcon className="size-7" />}>
      {tm.questions.emptyBody}
    </EmptyCard>
  )
  return (
    <ItemList items={auctions} empty={empty} className="grid gap-3 lg:grid-cols-2" itemClassName="min-w-0">
      {(a) => <AuctionThreads auction={a} />}
    </ItemList>
  )
}
