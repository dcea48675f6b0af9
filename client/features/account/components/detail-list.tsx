import { t } from '#client/i18n/tr.ts'

/** Label/value rows; empty values read "Belirtilmemiş". */
export function DetailList({ rows }: { rows: Array<[label: string, value: string | null | undefined]> }) {
  return (
    <dl className="divide-y divide-line">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className={value ? 'text-sm font-medium break-words text-ink sm:col-span-2' : 'text-sm text-ink-subtle italic sm:col-span-2'}>
            {value || t.profile.notSet}
          </dd>
        </div>
      ))}
    </dl>
  )
}
