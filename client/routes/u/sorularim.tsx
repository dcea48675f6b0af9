// /u/sorularim: question and answer threads by auction, paged.
import { usePagedList } from '#client/features/member/account-lists.ts'
import { MyQuestions } from '#client/features/member/components/my-questions.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { myQuestionsQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/u/sorularim')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: pageForMember(myQuestionsQuery),
  component: QuestionsPage,
})

function QuestionsPage() {
  const { data, toPage } = usePagedList(myQuestionsQuery)
  return (
    <MemberPage title={t.account.questions} lead={tm.questions.lead}>
      <MyQuestions auctions={data.auctions.data} />
      <Pagination page={data.auctions.current_page} lastPage={data.auctions.last_page} onPage={toPage} />
    </MemberPage>
  )
}
