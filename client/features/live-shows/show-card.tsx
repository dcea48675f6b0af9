// One scheduled show on "Yaklaşan canlı mezatlar": its start (Istanbul), title, seller, its first lots and
// "Hatırlat" (docs/alerts.md "Scheduled live shows").
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { BellIcon, ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tl } from '#client/i18n/tr-live-shows.ts'
import { errorMessage } from '#client/lib/api.ts'
import { LoginFirstLink } from '#client/features/auth/components/login-first-link.tsx'
import type { LiveShowView } from '#common/schemas/live-shows.ts'
import { formatDateTime } from '#common/time.ts'
import { useReminder } from './queries.ts'

function LotThumb({ lot }: { lot: LiveShowView['auctions'][number] }) {
  return (
    <li className="min-w-0">
      <InternalLink href={`/mezat/${lot.slug}`} className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
        <span className="grid aspect-square place-items-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-line">
          {lot.thumbnail_url ? (
            <img src={lot.thumbnail_url} alt="" width={160} height={160} loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-7 text-slate-400" />
          )}
        </span>
        <span className="mt-1 line-clamp-2 text-xs font-medium text-ink group-hover:text-brand-700">{lot.name}</span>
      </InternalLink>
    </li>
  )
}

function RemindButton({ show, reminded, loggedIn }: { show: LiveShowView; reminded: boolean; loggedIn: boolean }) {
  const reminder = useReminder(show.id)
  if (!loggedIn)
    return <LoginFirstLink title={tl.loginToRemind} icon={<BellIcon className="size-4" />} label={tl.remind} />
  return (
    <Button
      variant={reminded ? 'secondary' : 'primary'}
      size="sm"
      icon={<BellIcon className="size-4" />}
      aria-pressed={reminded}
      aria-label={tl.remindLabel(show.title)}
      loading={reminder.isPending}
      onClick={() =>
        reminder.mutate(!reminded, { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(errorMessage(e)) })
      }
    >
      {reminded ? tl.reminded : tl.remind}
    </Button>
  )
}

export function ShowCard({ show, reminded, loggedIn }: { show: LiveShowView; reminded: boolean; loggedIn: boolean }) {
  const time = formatDateTime(show.scheduled_at).slice(11)
  const more = show.lot_count - show.auctions.length
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
      <div className="flex shrink-0 items-baseline gap-2 sm:w-24 sm:flex-col sm:items-start sm:gap-0">
        <time dateTime={new Date(show.scheduled_at).toISOString()} className="text-2xl font-extrabold text-brand-900 tabular">
          {time}
        </time>
        <span className="text-xs text-ink-muted">{tl.istanbulTime}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-bold text-ink">{show.title}</h3>
            <p className="text-sm text-ink-muted">
              {show.owner ? (
                <>
                  {tl.by}:{' '}
                  <InternalLink href={`/profil/${show.owner.slug}`} className="font-semibold text-brand-700 hover:underline">
                    {show.owner.title}
                  </InternalLink>
                </>
              ) : (
                tl.house
              )}{' '}
              · {tl.lots(show.lot_count)}
            </p>
          </div>
          <RemindButton show={show} reminded={reminded} loggedIn={loggedIn} />
        </div>
        <ul className="grid max-w-2xl grid-cols-4 gap-2 sm:gap-3">
          {show.auctions.map((lot) => (
            <LotThumb key={lot.id} lot={lot} />
          ))}
        </ul>
        {more > 0 ? <p className="text-xs text-ink-muted">{tl.moreLots(more)}</p> : null}
      </div>
    </Card>
  )
}
