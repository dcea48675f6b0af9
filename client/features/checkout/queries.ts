// Server state of the payment: installments, makePayment, cancelling an
// unanswered 3-D Secure attempt, and the payment record of the result page.
import { api } from '#client/lib/api.ts'
import { MessageAnswer } from '#common/schemas/answers.ts'
import { InstallmentsAnswer, MakePaymentAnswer, ShowPaymentAnswer } from '#common/schemas/payment.ts'
import { queryOptions, useMutation } from '@tanstack/react-query'

export const paymentKeys = {
  all: ['payment'] as const,
  installments: (bin: string) => [...paymentKeys.all, 'installments', bin] as const,
  record: (id: number) => [...paymentKeys.all, 'record', id] as const,
}

/** POST /api/getInstallments for a BIN (the server prices the cart; `price` is sent as the spec names it). */
export const installmentsQuery = (bin: string, price: number) =>
  queryOptions({
    queryKey: paymentKeys.installments(bin),
    queryFn: ({ signal }) => api.post('/api/getInstallments', InstallmentsAnswer, { form: { binno: bin, price }, signal }),
    enabled: /^\d{6}$/.test(bin),
    staleTime: 60_000,
  })

/** GET /api/showPayment/{id}; polled while the bank's answer is being processed. */
export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.record(id),
    queryFn: ({ signal }) => api.get(`/api/showPayment/${id}`, ShowPaymentAnswer, { signal }),
    // A charge under the provider's fraud review is asked about less often: it takes minutes to hours.
    refetchInterval: (q) => {
      const r = q.state.data?.payment_data[0]
      return r?.status !== 'pending' ? false : r.under_review ? 30_000 : 2000
    },
  })

export type PaymentFields = Record<string, string | number>

/** `onCartChanged` reloads the cart (the route passes the cart feature's invalidation). */
export function usePaymentMutations(onCartChanged: () => void) {
  return {
    pay: useMutation({ mutationFn: (form: PaymentFields) => api.post('/api/makePayment', MakePaymentAnswer, { form }) }),
    cancel: useMutation({
      mutationFn: (paymentId: number) => api.post('/api/cancelPayment', MessageAnswer, { form: { payment_id: paymentId } }),
      onSettled: onCartChanged,
    }),
  }
}
