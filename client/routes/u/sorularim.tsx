// /u/sorularim: question and answer threads by auction, paged.
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { MyQuestions } from '#client/features/member/components/my-questions.tsx'
import { PageHeader } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { myQuestionsQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { hasToken } from '#client/lib/session.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { integer } from '#client/lib/search-params.ts'

const Search = (s: { sayfa?: number } & SearchSchemaInput) => ({ sayfa: s.sayfa === undefined ? undefined : (integer(s.sayfa, 1) ?? 1) })

export const Route = createFileRoute('/u/sorularim')({
  validateSearch: Search,
  loaderDeps: ({ search }) => ({ page: search.sayfa ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => (hasToken() ? queryClient.ensureQueryData(myQuestionsQuery(deps.page)) : undefined),
  pendingComponent: () => <PageSpinner />,
  component: QuestionsPage,
})

function QuestionsPage() {
  usePageTitle(t.account.questions)
  const page = Route.useSearch().sayfa ?? 1
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(myQuestionsQuery(page))
  return (
    <div className="space-y-6">
      <PageHeader title={t.account.questions} lead={tm.questions.lead} />
      <MyQuestions auctions={data.auctions.data} />
      <Pagination
        page={data.auctions.current_page}
        lastPage={data.auctions.last_page}
        onPage={(n) => void navigate({ search: { sayfa: n === 1 ? undefined : n } })}
      />
    </div>
  )
}
