import type { Mailer } from './port.ts'

/** The local default: the outbox row itself is the delivered mail (listed on /__dev/outbox). */
export const localMailer: Mailer = { name: 'outbox', send: async () => {} }
