// The note beside saved searches: why their mails may come and where to stop them.
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ta } from '#client/i18n/tr-alerts.ts'
import { cx } from '#client/lib/cx.ts'

/** Why the mails may come and where to stop them (under the list, and in the dialog that saves a search). */
export function PreferencesNote({ className = 'text-sm' }: { className?: string }) {
  return (
    <p className={cx(className, 'text-ink-muted')}>
      {ta.mailConsent}{' '}
      <InternalLink href="/u/bildirimtercihleri" className="font-semibold text-brand-700 underline">
        {ta.preferences}
      </InternalLink>
    </p>
  )
}
