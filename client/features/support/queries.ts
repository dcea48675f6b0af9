// Server state of the support centre and the contact form (GET /api/support[/{title}],
// POST /api/contactform).
import { api } from '#client/lib/api.ts'
import { HUMAN_CHECK_FIELD } from '#common/constants.ts'
import { ContactAnswer, SupportCentreAnswer, type ContactForm } from '#common/schemas/contact.ts'
import { queryOptions, useMutation } from '@tanstack/react-query'

export const supportKeys = {
  all: ['support'] as const,
  centre: (title: string) => [...supportKeys.all, 'centre', title] as const,
}

export const supportCentreQuery = (title = '') =>
  queryOptions({
    queryKey: supportKeys.centre(title),
    queryFn: ({ signal }) => api.get(title ? `/api/support/${encodeURIComponent(title)}` : '/api/support', SupportCentreAnswer, { signal }),
    staleTime: 5 * 60_000,
  })

export function useContactForm() {
  return useMutation({
    mutationFn: ({ human, ...json }: ContactForm & { human: string | null }) =>
      api.post('/api/contactform', ContactAnswer, { json: { ...json, ...(human ? { [HUMAN_CHECK_FIELD]: human } : {}) } }),
  })
}
