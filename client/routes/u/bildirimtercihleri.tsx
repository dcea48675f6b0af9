// /u/bildirimtercihleri: web push on this device (docs/alerts.md "Web push"), the member's consent to commercial messages per channel, changed at any time, and
// the history of every change (docs/privacy.md "Commercial messages and İYS").
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { forMember } from '#client/features/member/member-route.ts'
import { MessageConsentBoxes } from '#client/features/privacy/components/message-consent-boxes.tsx'
import { messageConsentsQuery, useSaveConsents } from '#client/features/privacy/queries.ts'
import { PushCard } from '#client/features/push/push-card.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { messageConsent } from '#common/messages/privacy.ts'
import { formatDateTime } from '#common/time.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

export const Route = createFileRoute('/u/bildirimtercihleri')({
  loader: forMember(messageConsentsQuery),
  component: PreferencesPage,
})

function PreferencesPage() {
  const { data } = useSuspenseQuery(messageConsentsQuery())
  const [value, setValue] = useState(data.consents)
  const save = useSaveConsents()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate(value, { onSuccess: (answer) => toast.success(answer.message ?? messageConsent.saved) })
  }
  return (
    <MemberPage title={t.privacy.preferencesTitle} lead={t.privacy.preferencesLead}>
      <PushCard />
      <SectionCard title={t.privacy.commercialCard}>
        <form onSubmit={submit} className="space-y-4">
          {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
          <MessageConsentBoxes value={value} onChange={setValue} />
          <Button type="submit" loading={save.isPending}>
            {t.privacy.save}
          </Button>
        </form>
      </SectionCard>
      <SectionCard title={t.privacy.history}>
        {data.history.length === 0 ? (
          <p className="text-sm text-ink-muted">{t.privacy.historyEmpty}</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {data.history.map((h, i) => (
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
                <span className="font-medium text-ink">
                  {messageConsent.channelName[h.channel]}: {h.granted ? t.privacy.granted : t.privacy.withdrawn}
                </span>
                <span className="text-ink-muted">
                  {messageConsent.source[h.source]} ·{' '}
                  <time dateTime={new Date(h.recorded_at).toISOString()}>{formatDateTime(h.recorded_at)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </MemberPage>
  )
}
