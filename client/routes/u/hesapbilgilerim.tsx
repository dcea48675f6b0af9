// /u/hesapbilgilerim (member-area §2 "Account information"), for now read-only: the
// account data of GET /api/user and the verification prompt. The form comes later.
import { Badge } from '#client/components/ui/badge.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { DetailList } from '#client/features/account/components/detail-list.tsx'
import { VerificationPrompt } from '#client/features/account/components/verification-prompt.tsx'
import { birthDate, formatDay, formatPhone, fullName, groupIban, maskTckn } from '#client/features/account/format.ts'
import { t } from '#client/i18n/tr.ts'
import { currentUser } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/hesapbilgilerim')({ component: AccountDetailsPage })

function AccountDetailsPage() {
  usePageTitle(t.account.details)
  const { data: session } = useSuspenseQuery(currentUser())
  if (!session) return null
  const { user } = session
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t.account.details}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t.profile.detailsLead}</p>
      </header>

      <VerificationPrompt email={user.email} verifiedAt={user.email_verified_at} />

      <SectionCard
        title={t.profile.summary}
        action={<Badge tone={user.role === 'editor' ? 'dark' : 'brand'}>{t.profile.roles[user.role]}</Badge>}
      >
        <DetailList
          rows={[
            [t.profile.username, user.username],
            [t.profile.nickname, user.title],
            [t.profile.email, user.email],
            [t.profile.memberSince, formatDay(user.created_at)],
          ]}
        />
      </SectionCard>

      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard title={t.profile.personal}>
          <DetailList
            rows={[
              [t.profile.fullName, fullName(user)],
              [t.profile.phone, formatPhone(user.phone_1)],
              [t.profile.tckn, maskTckn(user.tckn)],
              [t.profile.birthDate, birthDate(user)],
            ]}
          />
        </SectionCard>
        <SectionCard title={t.profile.banking}>
          <DetailList
            rows={[
              [t.profile.bank, user.bank_title],
              [t.profile.accountHolder, user.bank_account_name],
              [t.profile.iban, groupIban(user.bank_iban)],
            ]}
          />
        </SectionCard>
      </div>
    </div>
  )
}
