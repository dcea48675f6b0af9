// "Hesabımı kapat" (docs/privacy.md "Closing an account"): POST /api/user/close with the password.
import { tr } from '#common/messages.ts'
import type { MessageAnswer } from '#common/schemas/answers.ts'
import { CloseAccountForm } from '#common/schemas/data-export.ts'
import { Hono } from 'hono'
import { closeAccount } from '../../domain/member/close-account.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

export const closeAccountRoutes = new Hono<AppEnv>().post('/user/close', requireUser, async (c) => {
  const { password } = await readBody(c, CloseAccountForm, 'json')
  await closeAccount(c.var.db, c.env, currentUser(c).id, password)
  return c.json({ message: tr.closeAccount.closed } satisfies MessageAnswer)
})
