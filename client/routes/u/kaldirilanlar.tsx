// /u/kaldirilanlar: the member's content removed after a notice, and their objection (docs/notice-and-takedown.md).
import { Removals, removalsQuery } from '#client/features/law/components/removals.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { forMember } from '#client/features/member/member-route.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { tr } from '#common/messages.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/kaldirilanlar')({
  loader: forMember(removalsQuery),
  component: function RemovalsPage() {
    usePageTitle(tr.reports.removals.title)
    return (
      <div className="space-y-6">
        <PageHeader title={tr.reports.removals.title} lead={tr.reports.removals.lead} />
        <Removals />
      </div>
    )
  },
})
