// /u/destektaleplerim: the member's tickets, a page at a time
// (?sayfa=N), and the new-ticket modal; creating one comes back to the first page.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { usePagedList } from '#client/features/member/account-lists.ts'
import { MemberPage } from '#client/features/member/components/page-header.tsx'
import { Pagination } from '#client/features/member/components/pagination.tsx'
import { NewTicketDialog, TicketList } from '#client/features/member/components/tickets.tsx'
import { pageDeps, pageForMember, pageParam } from '#client/features/member/member-route.ts'
import { ticketsQuery } from '#client/features/member/queries.ts'
import { tm } from '#client/i18n/tr-member.ts'
import { t } from '#client/i18n/tr.ts'
import { integer } from '#client/lib/search-params.ts'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { useState } from 'react'

// ?yeni=1 opens the new-ticket modal at once (the support centre links here that way).
const Search = (s: { sayfa?: number; yeni?: number } & SearchSchemaInput) => ({ sayfa: pageParam(s.sayfa), yeni: integer(s.yeni) })

export const Route = createFileRoute('/u/destektaleplerim')({
  validateSearch: Search,
  loaderDeps: pageDeps,
  loader: pageForMember(ticketsQuery),
  component: TicketsPage,
})

function TicketsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data, toPage } = usePagedList(ticketsQuery)
  const [creating, setCreating] = useState(search.yeni === 1)
  return (
    <MemberPage
      title={t.account.tickets}
      lead={tm.tickets.lead}
      action={
        <Button size="sm" onClick={() => setCreating(true)}>
          <PlusIcon className="size-4" />
          {tm.tickets.new}
        </Button>
      }
    >
      <TicketList tickets={data.tickets.data} onNew={() => setCreating(true)} />
      <Pagination page={data.tickets.current_page} lastPage={data.tickets.last_page} onPage={toPage} />
      <NewTicketDialog
        open={creating}
        onClose={() => {
          setCreating(false)
          if (search.yeni) void navigate({ search: { sayfa: search.sayfa }, replace: true })
        }}
        titles={data.support_titles}
        onCreated={() => toPage(1)}
      />
    </MemberPage>
  )
}
