// The console's system page: mail and SMS that used up their attempts (worker/domain/platform/dead-letters.ts).
import { z } from 'zod'

export const DeadLetter = z.object({
  id: z.number().int(),
  channel: z.enum(['mail', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  message_class: z.enum(['transactional', 'commercial']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** The message carried a link or code that has expired: sending it again would be useless. */
  expired: z.boolean(),
})
export type DeadLetter = z.infer<typeof DeadLetter>
export const DeadLettersAnswer = z.object({ dead: z.array(DeadLetter), total: z.number().int() })
