// The address of a paged console list: which query-string key holds each of its filters, how a hand-edited
// value is read (client/lib/search-params.ts), and the filter's default, which the address leaves out. One
// table gives the route its search rule, its loader deps (the list's query) and the way back from a filter
// to an address, so the three can never disagree. It runs in the app's first chunk (the route's search rule):
// keep it small. The lists' filters are typed here, the screens take them from here.
import { integer, oneOf, text, textOrNumber } from '#client/lib/search-params.ts'
import type { SearchSchemaInput } from '@tanstack/react-router'

type Value = string | number | undefined
/** One filter: its key in the address, how the address's value is read, and its default. */
type Param<V> = readonly [key: string, read: (value: unknown) => V | undefined, fallback: V]
export type ListAddress<F> = {
  /** The route's `validateSearch`: every key read by its rule. */
  search: (s: Record<string, unknown> & SearchSchemaInput) => Record<string, Value>
  /** The route's `loaderDeps`: the filter the address names, a missing or empty value being its default. */
  deps: (match: { search: Record<string, unknown> }) => F
  /** The address of a filter, its defaults left out. */
  toSearch: (filter: F) => Record<string, Value>
}

/** The address of a list from its filters' table: `{ status: ['durum', read, 0], page: ['sayfa', read, 1] }`. */
function listAddress<F extends Record<string, Value>>(params: { [K in keyof F]: Param<F[K]> }): ListAddress<F> {
  const table = Object.entries(params) as Array<[string, Param<Value>]>
  const omitted = (value: unknown, fallback: Value) => value === undefined || value === '' || value === fallback
  return {
    search: (s) => Object.fromEntries(table.map(([, [key, read]]) => [key, read(s[key])])),
    deps: ({ search }) =>
      Object.fromEntries(table.map(([name, [key, , fallback]]) => [name, omitted(search[key], fallback) ? fallback : search[key]])) as F,
    toSearch: (filter) =>
      Object.fromEntries(table.map(([name, [key, , fallback]]) => [key, omitted(filter[name], fallback) ? undefined : filter[name]])),
  }
}

/** The orders' filter: a status (-1 for all), the search text, the page. */
export type OrdersFilter = { status: number; q: string | undefined; page: number }

/** The tickets' filter: a status (-1 for all; waiting, 0, by default), the search text, the page. */
export type TicketsFilter = { status: number; q: string | undefined; page: number }

/** The members' filter: the search text, a role and a blocked state ('all' for any), the page. */
export type UsersFilter = { q: string | undefined; role: 'all' | 'member' | 'editor'; blocked: 'all' | 'yes' | 'no'; page: number }

/** The KVKK requests' filter: which requests (open ones by default), the page. */
export type KvkkListFilter = { status: 'open' | 'answered' | 'all'; page: number }

/** The brands' filter: the search text, the page. */
export type BrandsFilter = { q: string | undefined; page: number }

/** The audit log's filter: a kind of record and an action (any when undefined), the page. */
export type AuditFilter = { entity: string | undefined; action: string | undefined; page: number }

// The paged console lists' addresses. A filter left at its default stays out of the address.
const page = ['sayfa', (v: unknown) => integer(v, 1), 1] as const

/** /yonetim/destek-talepleri: waiting tickets (status 0) first. */
export const ticketsAddress = listAddress<TicketsFilter>({
  status: ['durum', (v) => integer(v, -1, 5), 0],
  q: ['q', text, undefined],
  page,
})
/** /yonetim/siparisler: every status (-1) by default; an order is searched by its number too. */
export const ordersAddress = listAddress<OrdersFilter>({
  status: ['durum', (v) => integer(v, -1, 10), -1],
  q: ['q', textOrNumber, undefined],
  page,
})
/** /yonetim/uyeler: a member is searched by id too. */
export const usersAddress = listAddress<UsersFilter>({
  q: ['q', textOrNumber, undefined],
  role: ['rol', (v) => oneOf(v, ['all', 'member', 'editor'] as const), 'all'],
  blocked: ['engel', (v) => oneOf(v, ['all', 'yes', 'no'] as const), 'all'],
  page,
})
/** /yonetim/kvkk-basvurulari: open requests first. */
export const kvkkAddress = listAddress<KvkkListFilter>({ status: ['durum', (v) => oneOf(v, ['answered', 'all'] as const), 'open'], page })
/** /yonetim/markalar. */
export const brandsAddress = listAddress<BrandsFilter>({ q: ['q', text, undefined], page })
/** /yonetim/islem-kaydi: a kind of record (`tur`) and an action (`islem`). */
export const auditAddress = listAddress<AuditFilter>({ entity: ['tur', text, undefined], action: ['islem', text, undefined], page })
