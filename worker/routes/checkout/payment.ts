// POST /api/getInstallments, POST /api/makePayment, GET /api/showPayment/{id};
// the bank's 3-D Secure callback POST /api/payment/3ds-callback (a cross-site form POST: the payment is found
// by its ids in the body, never by a cookie, then 303 to /paymentresult/{id}); ours: POST /api/cancelPayment
// (the buyer closed the 3-D Secure window). docs/
import { tr } from '#common/messages.ts'
import {
  InstallmentsAnswer,
  InstallmentsForm,
  MakePaymentAnswer,
  MakePaymentForm,
  PaymentIdForm,
  PaymentIdParam,
  ShowPaymentAnswer,
  ThreeDsCallbackForm,
} from '#common/schemas/payment.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { abandonPayment, handleCallback, installmentOptions, showPayment, startPayment } from '../../domain/checkout/payment.ts'
import type { AppEnv } from '../../env.ts'
import { readBody, readParams } from '../../lib/validate.ts'
import { clientMeta, currentUser, requireUser } from '../../middleware/auth.ts'
import { toPaymentRecord } from '../../resources/payment.ts'
import { leaveFrame } from './three-ds-frame.ts'

export const paymentRoutes = new Hono<AppEnv>()
  .post('/getInstallments', requireUser, async (c) => {
    const { binno } = await readBody(c, InstallmentsForm)
    return c.json((await installmentOptions(c.var.db, c.env, currentUser(c).id, binno)) satisfies z.input<typeof InstallmentsAnswer>)
  })
  .post('/makePayment', requireUser, async (c) => {
    const form = await readBody(c, MakePaymentForm)
    const { ip, origin } = clientMeta(c)
    c.header('Cache-Control', 'no-store')
    return c.json(
      (await startPayment(c.var.db, c.env, currentUser(c).id, form, { ip, origin })) satisfies z.input<typeof MakePaymentAnswer>,
    )
  })
  .post('/payment/3ds-callback', async (c) => {
    const body = await readBody(c, ThreeDsCallbackForm)
    const { ip, origin } = clientMeta(c)
    const id = await handleCallback(c.var.db, c.env, body, { ip, origin })
    if (id === null) return c.json({ message: tr.payment.notFound }, 404)
    // Inside the checkout's 3-D Secure frame, a page that takes the whole window there; a bank that
    // sent the whole window here (or a client without Sec-Fetch-Dest) gets the redirect.
    if (c.req.header('Sec-Fetch-Dest') === 'iframe') return leaveFrame(`/paymentresult/${id}`)
    return c.redirect(`/paymentresult/${id}`, 303)
  })
  .post('/cancelPayment', requireUser, async (c) => {
    const { payment_id } = await readBody(c, PaymentIdForm)
    return c.json(await abandonPayment(c.var.db, currentUser(c).id, payment_id))
  })
  .get('/showPayment/:paymentId', requireUser, async (c) => {
    const { paymentId } = readParams(c, PaymentIdParam)
    const { payment, orderIds } = await showPayment(c.var.db, c.env, currentUser(c).id, paymentId)
    c.header('Cache-Control', 'no-store')
    return c.json({ payment_data: [toPaymentRecord(payment, orderIds)] } satisfies z.input<typeof ShowPaymentAnswer>)
  })
