// Rows → answers of the account calls.
import type { Bank } from '#common/schemas/account.ts'
import type { z } from 'zod'
import type { banks } from '../db/schema/index.ts'

export const toBank = (b: typeof banks.$inferSelect) =>
  ({ id: b.id, code: b.code, bank_title: b.bank_title }) satisfies z.input<typeof Bank>
