// POST /api/setProfileDetails, POST /api/verifyPhone, PUT /api/user/updateBankInfo,
// GET /api/banks, and POST /api/mynotifications/read (ours: "mark read on view", docs/member-rules.md).
import { tr } from '#common/messages.ts'
import { bankInfoSchema, BanksAnswer, PhoneVerifiedAnswer, profileDetailsSchema, VerifyPhoneForm } from '#common/schemas/account.ts'
import type { MessageAnswer, NotificationsReadAnswer } from '#common/schemas/answers.ts'
import { toWireTime } from '#common/time.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { syncSubMerchants } from '../../domain/checkout/payouts.ts'
import { holderName, listBanks, saveBankInfo, saveProfile, verifyPhone } from '../../domain/member/account.ts'
import { markNotificationsRead } from '../../domain/auctions/member-lists.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toBank } from '../../resources/account.ts'

export const account = new Hono<AppEnv>()
  .get('/banks', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json((await listBanks(c.var.db)).map(toBank) satisfies z.input<typeof BanksAnswer>)
  })
  .post('/setProfileDetails', requireUser, async (c) => {
    const input = await readBody(c, profileDetailsSchema(await listBanks(c.var.db)))
    const sent = await saveProfile(c.var.db, c.env, currentUser(c).id, input)
    return c.json({
      message: tr.account.profileSaved(sent.masked),
      verification_sent: true,
      phone: sent.masked,
      code_expires_at: toWireTime(sent.expiresAt),
    })
  })
  .post('/verifyPhone', requireUser, async (c) => {
    const { verification_code } = await readBody(c, VerifyPhoneForm)
    const at = await verifyPhone(c.var.db, c.env, currentUser(c).id, verification_code)
    return c.json({ message: tr.phone.verified, phone_verified_at: toWireTime(at) } satisfies z.input<typeof PhoneVerifiedAnswer>)
  })
  .put('/user/updateBankInfo', requireUser, async (c) => {
    const me = currentUser(c)
    const [banks, holder] = await Promise.all([listBanks(c.var.db), holderName(c.var.db, me.id)])
    const input = await readBody(c, bankInfoSchema(banks, holder))
    await saveBankInfo(c.var.db, me.id, input)
    // A registered seller's new IBAN goes to the payment provider too, off the answer's wait; the cron sends
    // it again if the provider cannot take it now (docs/after-the-hammer.md "A seller changes their IBAN").
    c.executionCtx.waitUntil(
      syncSubMerchants(c.var.db, c.env, [me.id]).catch((error: unknown) =>
        console.error(JSON.stringify({ level: 'error', msg: 'sub-merchant update failed: the cron sends it again', error: String(error) })),
      ),
    )
    return c.json({ message: tr.account.bankSaved } satisfies MessageAnswer)
  })
  .post('/mynotifications/read', requireUser, async (c) => {
    const unread = await markNotificationsRead(c.var.db, currentUser(c).id)
    return c.json({ message: tr.notificationsRead.done, notificationCount: unread } satisfies z.input<typeof NotificationsReadAnswer>)
  })
