// The note beside saved searches: why their mails may come and where to stop them.
import { TextLink } from '#client/components/ui/text-link.tsx'
import { ta } from '#client/i18n/tr-alerts.ts'
import { cx } from '#client/lib/cx.ts'

/** Why the mails may come and where to stop them (under the list, and in the dialog that saves a search). */
export function PreferencesNote({ className = 'text-sm' }: { className?: string }) {
  return (
    <p className={cx(className, 'text-ink-muted')}>
      {ta.mailConsent} <TextLink href="/u/bildirimtercihleri">{ta.preferences}</TextLink>
    </p>
  )
}
