// (register, login, forgot/reset password, e-mail verification) and (logout).
import { tr } from '#common/messages.ts'
import type { MessageAnswer, RegisterAnswer, TokenAnswer } from '#common/schemas/answers.ts'
import {
  ForgotPasswordForm,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
  VerifyEmailParams,
  VerifyEmailQuery,
} from '#common/schemas/auth.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { login, logout, register, requestPasswordReset, resetPassword, sendVerification, verifyEmail } from '../../domain/member/auth.ts'
import type { AppEnv } from '../../env.ts'
import { signOutSockets } from '../../lib/user-channel.ts'
import { readBody, readParams, readQuery } from '../../lib/validate.ts'
import { clientMeta, currentUser, requireUser } from '../../middleware/auth.ts'
import { passesHumanCheck, requireHuman } from '../../middleware/human.ts'
import { dampAccount, dampAddress } from '../../middleware/rate-limit.ts'

const damped = dampAddress('AUTH_ADDRESS_LIMIT')

export const auth = new Hono<AppEnv>()
  .post('/register', damped, async (c) => {
    const input = await readBody(c, RegisterForm, 'json')
    await dampAccount(c, 'register', input.email)
    await requireHuman(c, 'json')
    const token = await register(c.var.db, c.env, input, clientMeta(c))
    return c.json({ status: 'success', message: tr.auth.registered, token } satisfies z.input<typeof RegisterAnswer>)
  })
  .post('/login', damped, async (c) => {
    const input = await readBody(c, LoginForm, 'json')
    await dampAccount(c, 'login', input.username)
    const token = await login(c.var.db, c.env, input, clientMeta(c), () => passesHumanCheck(c, 'json'))
    return c.json({ token, message: tr.auth.loggedIn } satisfies z.input<typeof TokenAnswer>)
  })
  .post('/logout', requireUser, async (c) => {
    const user = currentUser(c)
    await logout(c.var.db, user.sessionId)
    await signOutSockets(c.env, user.id, user.sessionId)
    return c.json({ message: tr.auth.loggedOut } satisfies MessageAnswer)
  })
  .post('/forgot-password', damped, async (c) => {
    const input = await readBody(c, ForgotPasswordForm)
    await dampAccount(c, 'forgot', input.email)
    await requireHuman(c)
    await requestPasswordReset(c.var.db, input, clientMeta(c))
    return c.json({ message: tr.auth.resetLinkSent } satisfies MessageAnswer)
  })
  .post('/reset-password', damped, async (c) => {
    const input = await readBody(c, ResetPasswordForm)
    await dampAccount(c, 'reset', input.email)
    const userId = await resetPassword(c.var.db, input)
    await signOutSockets(c.env, userId)
    return c.json({ message: tr.auth.passwordReset } satisfies MessageAnswer)
  })
  .get('/email/verify/:id/:hash', requireUser, async (c) => {
    const link = { ...readParams(c, VerifyEmailParams), ...readQuery(c, VerifyEmailQuery) }
    return c.json({ message: await verifyEmail(c.var.db, c.env, currentUser(c), link) })
  })
  .post('/email/verification-notification', requireUser, async (c) =>
    c.json({ message: await sendVerification(c.var.db, c.env, currentUser(c), clientMeta(c).origin) }),
  )
