// The member's non-payer strikes in Hesap Bilgilerim: the rule, how many count, and each
// strike with its reason; lifted ones stay listed as lifted. The block itself is said in an alert.
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { tah } from '#client/i18n/tr-after-hammer.ts'
import { tr } from '#common/messages.ts'
import type { MyStrikesAnswer } from '#common/schemas/after-the-hammer.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'

const when = (wire: string) => formatDateTime(fromWireTime(wire))

export function StrikesCard({ answer }: { answer: MyStrikesAnswer }) {
  return (
    <SectionCard
      id="odememe-kayitlari"
      title={tah.strikes.title}
      action={<span className="text-sm font-semibold text-ink-muted">{tah.strikes.count(answer.active, answer.limit)}</span>}
    >
      <div className="space-y-3" data-testid="strikes">
        {answer.blocked ? <Alert tone="error">{tr.afterHammer.blocked(answer.limit)}</Alert> : null}
        <p className="text-sm text-ink-muted">{tah.strikes.rule(answer.limit)}</p>
        {answer.strikes.length === 0 ? (
          <p className="text-sm font-medium text-ink">{tah.strikes.none}</p>
        ) : (
          <ul className="divide-y divide-line rounded-control ring-1 ring-line">
            {answer.strikes.map((s) => (
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2.5">
                <div className="min-w-0">
                  <InternalLink href={`/mezat/${s.auction_slug}`} className="font-semibold text-brand-800 hover:underline">
                    {s.auction_name}
                  </InternalLink>
                  <p className="text-sm text-ink">{s.reason}</p>
                  <p className="text-xs text-ink-muted">{tah.strikes.deadline(when(s.deadline_at))}</p>
                </div>
                {s.lifted_at ? (
                  <Badge tone="neutral">{tah.strikes.lifted(when(s.lifted_at))}</Badge>
                ) : (
                  <Badge tone="danger">{tah.strikes.active}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  )
}
