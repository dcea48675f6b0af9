// /u/sorularim: question and answer threads by auction, paged.
import { MyQuestions } from '#client/features/member/components/my-questions.tsx'
import { pageDeps, pageForMember, pageSearch } from '#client/features/member/member-route.ts'
import { myQuestionsQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { createFileRoute } from '@tanstack/react-router'
import { pagedAccountPage, type PageAnswer } from '../-frames.tsx'

const Questions = ({ data }: { data: PageAnswer<typeof myQuestionsQuery> }) => <MyQuestions auctions={data.auctions.data} />

export const Route = createFileRoute('/u/sorularim')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: pageForMember(myQuestionsQuery),
  component: pagedAccountPage(
    myQuestionsQuery,
    { title: t.account.questions, lead: tm.questions.lead, pages: (data) => data.auctions },
    Questions,
  ),
})
