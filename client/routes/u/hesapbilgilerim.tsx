// /u/hesapbilgilerim: the e-mail verification state with
// its resend action, the account form with the phone code modal, the payout account, and the member's
// non-payer strikes, and the seller's kind and trader identity (docs/law.md).
import { Alert } from '#client/components/ui/alert.tsx'
import { VerificationPrompt } from '#client/features/account/components/verification-prompt.tsx'
import { SellerIdentityCard } from '#client/features/law/components/seller-identity-form.tsx'
import { sellerIdentityQuery } from '#client/features/law/queries.ts'
import { AccountForm } from '#client/features/member/components/account-form.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { accountQuery, banksQuery } from '#client/features/member/queries.ts'
import { StrikesCard } from '#client/features/strikes/components/strikes-card.tsx'
import { myStrikesQuery } from '#client/features/strikes/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { hasToken } from '#client/lib/session.ts'
import { listing } from '#common/messages/member.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/hesapbilgilerim')({
  loader: ({ context: { queryClient } }) =>
    hasToken()
      ? Promise.all([
          queryClient.ensureQueryData(banksQuery()),
          queryClient.ensureQueryData(accountQuery()),
          queryClient.ensureQueryData(myStrikesQuery()),
          queryClient.ensureQueryData(sellerIdentityQuery()),
        ])
      : undefined,
  component: AccountDetailsPage,
})

function AccountDetailsPage() {
  const { data: account } = useSuspenseQuery(accountQuery())
  const { data: banks } = useSuspenseQuery(banksQuery())
  const { data: strikes } = useSuspenseQuery(myStrikesQuery())
  const { data: seller } = useSuspenseQuery(sellerIdentityQuery())
  const { user } = account
  const phoneVerified = Boolean(user.phone_verified_at)
  const canSell = phoneVerified && Boolean(user.bank_iban && user.tckn && user.first_name && user.last_name)
  return (
    <MemberPage title={t.account.details} lead={tm.account.lead}>
      <VerificationPrompt email={user.email} verifiedAt={user.email_verified_at} />
      {!canSell ? (
        <Alert tone="info" title={tm.account.incompleteTitle}>
          {listing.profileIncomplete}
        </Alert>
      ) : null}
      <AccountForm key={user.id} user={user} phoneVerified={phoneVerified} banks={banks} />
      <SellerIdentityCard identity={seller.identity} permitNo={seller.cultural_permit_no} />
      <StrikesCard answer={strikes} />
    </MemberPage>
  )
}
