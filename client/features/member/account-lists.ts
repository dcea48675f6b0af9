// What the list pages of the account area share: the page a paged list shows (`?sayfa=N`, read by the route's
// `pageSearch`: ./member-route.ts) with its answer and the way to another page, and the customer-service
// contact their "Destek Gerekiyor" popups offer. Kept apart from member-route.ts, whose search rule runs in
// the app's first chunk: these run only in the pages' own chunks.
import { footerQuery } from '#client/features/shell/queries.ts'
import { useQuery, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useMatch, useNavigate } from '@tanstack/react-router'

/** The answer of a paged list's `query` for the page its route's loader deps name, and `toPage` to go to another (page 1 leaves `?sayfa` out). */
export function usePagedList<T, K extends QueryKey>(query: (page: number) => UseSuspenseQueryOptions<T, Error, T, K>) {
  const { page } = useMatch({ strict: false }).loaderDeps as { page: number }
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(query(page))
  return { data, page, toPage: (n: number) => void navigate({ to: '.', search: { sayfa: n > 1 ? n : undefined } }) }
}

/** The customer-service phone and WhatsApp address of the site's footer (null until it has loaded, or where there is none). */
export function useSupportContact() {
  const info = useQuery(footerQuery()).data?.site_info
  return { phone: info?.customer_service_phone ?? null, whatsapp: info?.whatsapp_url ?? null }
}
