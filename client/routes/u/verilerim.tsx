// /u/verilerim: the member's rights over their data (docs/privacy.md "The member's own data"): the download
// of everything Mezat holds about them, and the closure of the account ("Closing an account").
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { forMember } from '#client/features/member/member-route.ts'
import { CloseAccountCard } from '#client/features/privacy/components/close-account-card.tsx'
import { DataExportCard } from '#client/features/privacy/components/data-export-card.tsx'
import { dataExportQuery } from '#client/features/privacy/data-rights.ts'
import { t } from '#client/i18n/tr.ts'
import { dataRights } from '#common/messages/privacy.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/verilerim')({
  loader: forMember(dataExportQuery),
  component: MyDataPage,
})

function MyDataPage() {
  return (
    <MemberPage title={t.dataRights.pageTitle} lead={dataRights.pageLead}>
      <DataExportCard />
      <CloseAccountCard />
    </MemberPage>
  )
}
