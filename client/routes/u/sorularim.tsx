// /u/sorularim: question and answer threads by auction, paged.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { MyQuestions } from '#client/features/member/components/my-questions.tsx'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { myQuestionsQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

const Search = pageSearch

export const Route = createFileRoute('/u/sorularim')({
  validateSearch: Search,
  loaderDeps: pageDeps,
  loader: pageForMember(myQuestionsQuery),
  pendingComponent: () => <PageSpinner />,
  component: QuestionsPage,
})

function QuestionsPage() {
  const page = Route.useSearch().sayfa ?? 1
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(myQuestionsQuery(page))
  return (
    <MemberPage title={t.account.questions} lead={tm.questions.lead}>
      <MyQuestions auctions={data.auctions.data} />
      <Pagination
        page={data.auctions.current_page}
        lastPage={data.auctions.last_page}
        onPage={(n) => void navigate({ search: { sayfa: n === 1 ? undefined : n } })}
      />
    </MemberPage>
  )
}
