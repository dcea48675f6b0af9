// Server state of the member area: one key factory, the queries and the
// mutations. Mutations invalidate through the factory (and the session when the user changed).
import { api } from '#client/lib/api.ts'
import { getQuery, pageQuery } from '#client/lib/get-query.ts'
import { sessionKeys } from '#client/lib/session.ts'
import {
  AccountAnswer,
  BanksAnswer,
  PhoneVerifiedAnswer,
  ProfileSavedAnswer,
  type BankInfoForm,
  type ProfileDetailsForm,
} from '#common/schemas/account.ts'
import {
  AddressListAnswer,
  AddressSavedAnswer,
  DistrictsAnswer,
  NeighbourhoodsAnswer,
  ProvincesAnswer,
  type AddressInput,
} from '#common/schemas/address.ts'
import { WatchlistAnswer } from '#common/schemas/answers-storefront.ts'
import { MessageAnswer, NotificationsReadAnswer, RelistAnswer } from '#common/schemas/answers.ts'
import { MyBidReceiptsAnswer } from '#common/schemas/bid-receipts.ts'
import { InvoiceListAnswer, InvoiceSavedAnswer, type InvoiceInput } from '#common/schemas/invoice.ts'
import { MyAuctionsAnswer, SellerProfileAnswer } from '#common/schemas/listing.ts'
import { MyQuestionsAnswer, TicketReplyAnswer, TicketsAnswer } from '#common/schemas/ticket.ts'
import { WithdrawalRequestAnswer, type WithdrawalRequestForm } from '#common/schemas/withdrawal.ts'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'

export const memberKeys = {
  all: ['member'] as const,
  account: () => [...memberKeys.all, 'account'] as const,
  banks: () => [...memberKeys.all, 'banks'] as const,
  myAuctions: () => [...memberKeys.all, 'my-auctions'] as const,
  watchlist: () => [...memberKeys.all, 'watchlist'] as const,
  tickets: (page: number) => [...memberKeys.all, 'tickets', page] as const,
  ticketsAll: () => [...memberKeys.all, 'tickets'] as const,
  questions: (page: number) => [...memberKeys.all, 'questions', page] as const,
  addresses: () => [...memberKeys.all, 'addresses'] as const,
  invoices: () => [...memberKeys.all, 'invoices'] as const,
  provinces: () => [...memberKeys.all, 'geo', 'iller'] as const,
  districts: (city: string) => [...memberKeys.all, 'geo', 'ilceler', city] as const,
  neighbourhoods: (city: string, town: string) => [...memberKeys.all, 'geo', 'mahalleler', city, town] as const,
  seller: (slug: string, page: number) => [...memberKeys.all, 'seller', slug, page] as const,
}

const DAY = 86_400_000

/** GET /api/user with the phone's verification time (the session query leaves it out). */
export const accountQuery = () => getQuery(memberKeys.account(), '/api/user', AccountAnswer)
export const banksQuery = () => getQuery(memberKeys.banks(), '/api/banks', BanksAnswer, { staleTime: DAY })
export const myAuctionsQuery = () => getQuery(memberKeys.myAuctions(), '/api/myauctions', MyAuctionsAnswer)
/** GET /api/mywatchlist (built with the storefront). */
export const watchlistQuery = () => getQuery(memberKeys.watchlist(), '/api/mywatchlist', WatchlistAnswer)
/** GET /api/myBidReceipts: the member's signed bid receipts ("Pey makbuzlarım"). */
export const bidReceiptsQuery = () => getQuery([...memberKeys.all, 'bidReceipts'] as const, '/api/myBidReceipts', MyBidReceiptsAnswer)

/** POST /api/bids/{id}/withdrawal: the member asks the editors to withdraw a bid entered wrongly. */
export function useRequestWithdrawal(bidId: number) {
  return useMutation({
    mutationFn: (json: WithdrawalRequestForm) => api.post(`/api/bids/${bidId}/withdrawal`, WithdrawalRequestAnswer, { json }),
  })
}

export const ticketsQuery = (page: number) => pageQuery(memberKeys.tickets(page), '/api/showSupportTickets', TicketsAnswer, page)
export const myQuestionsQuery = (page: number) => pageQuery(memberKeys.questions(page), '/api/myquestions', MyQuestionsAnswer, page)
export const addressesQuery = () => getQuery(memberKeys.addresses(), '/api/user/addresses', AddressListAnswer)
export const invoicesQuery = () => getQuery(memberKeys.invoices(), '/api/invoice-addresses', InvoiceListAnswer)

export const provincesQuery = () => getQuery(memberKeys.provinces(), '/api/iller', ProvincesAnswer, { staleTime: DAY })
export const districtsQuery = (city: string) =>
  getQuery(memberKeys.districts(city), `/api/ilceler/${encodeURIComponent(city)}`, DistrictsAnswer, {
    staleTime: DAY,
    enabled: city !== '',
  })
export const neighbourhoodsQuery = (city: string, town: string) =>
  getQuery(
    memberKeys.neighbourhoods(city, town),
    `/api/mahalleler/${encodeURIComponent(city)}/${encodeURIComponent(town)}`,
    NeighbourhoodsAnswer,
    {
      staleTime: DAY,
      enabled: city !== '' && town !== '',
    },
  )

export const sellerProfileQuery = (slug: string, page = 1) =>
  queryOptions({
    queryKey: memberKeys.seller(slug, page),
    queryFn: ({ signal }) => api.get(`/api/profil/${encodeURIComponent(slug)}`, SellerProfileAnswer, { signal, query: { page } }),
  })

// ---- mutations -------------------------------------------------------------------------------

type FormValues = Record<string, string | number | boolean>

const refreshUser = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.account() }),
  ])

/** POST /api/setProfileDetails; the phone code modal opens on success. */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: ProfileDetailsForm) => api.post('/api/setProfileDetails', ProfileSavedAnswer, { form: form as FormValues }),
    onSuccess: () => refreshUser(queryClient),
  })
}

export function useVerifyPhone() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api.post('/api/verifyPhone', PhoneVerifiedAnswer, { form: { verification_code: code } }),
    onSuccess: () => refreshUser(queryClient),
  })
}

export function useSaveBank() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: BankInfoForm) => api.put('/api/user/updateBankInfo', MessageAnswer, { json }),
    onSuccess: () => refreshUser(queryClient),
  })
}

/** POST /api/mynotifications/read when the notifications page is shown; the bell count drops to 0. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/mynotifications/read', NotificationsReadAnswer, { json: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
  })
}

export function useAddTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: { ticket_title: string; ticket_text: string }) => api.post('/api/addSupportTicket', MessageAnswer, { form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.ticketsAll() }),
  })
}

export function useReplyTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: { ticket_id: number; ticket_text: string }) => api.post('/api/addSupportTicketReply', TicketReplyAnswer, { form }),
    onSuccess: (answer) => {
      queryClient.setQueryData(memberKeys.tickets(1), { tickets: answer.tickets, support_titles: answer.support_titles })
      return queryClient.invalidateQueries({ queryKey: memberKeys.ticketsAll() })
    },
  })
}

/** Address writes answer the whole list: the cache takes it as it is. */
export function useAddressMutations() {
  const queryClient = useQueryClient()
  const settle = (answer: { addresses: unknown }) =>
    queryClient.setQueryData(memberKeys.addresses(), AddressListAnswer.parse(answer.addresses))
  return {
    add: useMutation({
      mutationFn: (json: AddressInput) => api.post('/api/user/addresses', AddressSavedAnswer, { json }),
      onSuccess: settle,
    }),
    update: useMutation({
      mutationFn: ({ id, json }: { id: number; json: AddressInput }) => api.put(`/api/user/addresses/${id}`, AddressSavedAnswer, { json }),
      onSuccess: settle,
    }),
    makeDefault: useMutation({
      mutationFn: (id: number) => api.put(`/api/user/addresses/${id}`, AddressSavedAnswer, { json: { is_default: true } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete(`/api/user/addresses/${id}`, AddressSavedAnswer),
      onSuccess: settle,
    }),
  }
}

export function useSaveInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, json }: { id: number | null; json: InvoiceInput }) =>
      api.post(id == null ? '/api/invoice-addresses/add' : `/api/invoice-addresses/update/${id}`, InvoiceSavedAnswer, { json }),
    onSuccess: (answer) => queryClient.setQueryData(memberKeys.invoices(), answer.invoice_addresses),
  })
}

/** Relists an unsold or cancelled auction; the copy appears under Onay Bekleyenler. */
export function useRelist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (auctionId: number) => api.post('/api/relistAuction', RelistAnswer, { form: { auction_id: auctionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.myAuctions() }),
  })
}
