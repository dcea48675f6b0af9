// The simulated bank's pages (mounted at /__sim, wrangler.toml sends /__sim/* to the worker first):
//  - POST /__sim/3ds/{paymentId}: the 3-D Secure challenge (the ACS page), opened by initialize's HTML;
//  - POST /__sim/3ds/{paymentId}/verify: checks the SMS code, then posts the result to the merchant's
//    callback like a bank: status, paymentId, conversationId, conversationData, mdStatus;
//  - GET and POST /__sim/cargo/{barcode}[/{event}]: the simulated cargo firm's console; it signs each event
//    and sends it through our webhook's code (POST /api/cargo/events), as a real firm would.
// Sized for the 370 px frame of the payment page. Not served in production unless the
// simulated provider is chosen there on purpose.
import { tr } from '#common/messages.ts'
import { formatLira2, toLira } from '#common/money.ts'
import { formatDateTime } from '#common/time.ts'
import { Hono } from 'hono'
import { cargoWebhookSecret, signCargoBody } from '../../adapters/cargo/webhook.ts'
import type { PaymentEnv } from '../../adapters/payment/index.ts'
import { binInfo, outcomeOf } from '../../adapters/payment/sim-bank.ts'
import { openSession, sealSession, SIM_MAX_TRIES, smsCode, type SimSession } from '../../adapters/payment/sim-session.ts'
import { autoPostHtml } from '../../adapters/payment/simulated.ts'
import { receiveCargoEvent } from '../../domain/checkout/shipping.ts'
import { isProduction, type AppEnv } from '../../env.ts'

const s = tr.payment.sim
const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#fff}
.bar{display:flex;justify-content:space-between;align-items:center;padding:8px 14px;background:#0b2545;color:#fff}
.bank{font-weight:700;font-size:15px}.scheme{font-size:11px;font-weight:600;letter-spacing:.04em;border:1px solid #8da9c4;border-radius:4px;padding:2px 6px}
main{padding:10px 14px}h1{font-size:15px;margin:0 0 2px}p{margin:0 0 8px;color:#334155;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 10px;font-size:13px}dt{color:#64748b}dd{margin:0;font-weight:600;text-align:right;font-variant-numeric:tabular-nums}
label{display:block;font-weight:600;font-size:13px;margin-bottom:4px}
.row{display:flex;gap:8px}input[name=code]{flex:1;min-width:0;height:40px;border:1px solid #94a3b8;border-radius:6px;padding:0 10px;font-size:18px;letter-spacing:.3em;font-variant-numeric:tabular-nums}
input[name=code]:focus{outline:3px solid #bfdbfe;border-color:#2563eb}
button{height:40px;border-radius:6px;border:0;font-weight:700;font-size:14px;padding:0 16px;cursor:pointer}
.ok{background:#0b2545;color:#fff}.no{background:#fff;color:#0b2545;border:1px solid #94a3b8}
.err{color:#b91c1c;font-weight:600;font-size:13px;margin:6px 0 0}.hint{margin-top:8px;background:#fef9c3;border:1px dashed #ca8a04;color:#713f12;border-radius:6px;padding:5px 8px;font-size:12px}
.foot{display:flex;justify-content:space-between;margin-top:8px;color:#64748b;font-size:11px}`

const SCHEMES: Record<string, string> = {
  VISA: 'Visa Secure',
  MASTER_CARD: 'Mastercard ID Check',
  TROY: 'TROY 3D Secure',
  AMERICAN_EXPRESS: 'SafeKey',
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
}

async function challenge(env: AppEnv['Bindings'], session: SimSession, token: string, error?: string) {
  const info = binInfo(session.bin)
  const code = await smsCode(env, session.pid)
  const left = Math.max(0, Math.ceil((session.expiresAt - Date.now()) / 1000))
  const action = `/__sim/3ds/${encodeURIComponent(session.pid)}/verify`
  return page(
    s.title,
    `<header class="bar"><span class="bank">${esc(info.bankName)}</span><span class="scheme">${esc(SCHEMES[info.association] ?? '3D Secure')}</span></header>
<main><h1>${esc(s.title)}</h1><p>${esc(s.lead)}</p>
<dl><dt>${esc(s.merchant)}</dt><dd>Mezat</dd><dt>${esc(s.amount)}</dt><dd>${esc(formatLira2(toLira(session.paidKurus)))}${session.installment > 1 ? ` · ${esc(s.installments(session.installment))}` : ''}</dd>
<dt>${esc(s.card)}</dt><dd>${esc(`${session.bin.slice(0, 4)} ${session.bin.slice(4)}** **** ${session.last4}`)}</dd><dt>${esc(s.date)}</dt><dd>${esc(formatDateTime(Date.now()))}</dd></dl>
<form method="post" action="${esc(action)}"><input type="hidden" name="token" value="${esc(token)}">
<label for="code">${esc(s.code)}</label><div class="row"><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required autofocus aria-describedby="${error ? 'err ' : ''}hint">
<button class="ok" type="submit" name="action" value="confirm">${esc(s.confirm)}</button></div>
${error ? `<p class="err" id="err" role="alert">${esc(error)}</p>` : ''}
<div class="foot"><button class="no" type="submit" name="action" value="cancel" formnovalidate style="height:30px;padding:0 10px;font-size:12px">${esc(s.cancel)}</button><span id="left" aria-live="off">${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}</span></div>
<p class="hint" id="hint">${esc(s.testHint(code))}</p></form>
<p class="foot" style="margin:0">${esc(s.secured)}</p></main>
<script>(()=>{let t=${left};const e=document.getElementById('left');setInterval(()=>{t=Math.max(0,t-1);e.textContent=Math.floor(t/60)+':'+String(t%60).padStart(2,'0')},1000)})()</script>`,
  )
}

/** The bank posts the outcome to the merchant's callback URL, as iyzico's ACS does. */
async function toMerchant(env: AppEnv['Bindings'], session: SimSession, md: string) {
  const done: SimSession = { ...session, md }
  const data = await sealSession(env, done)
  return autoPostHtml(
    session.callbackUrl,
    {
      status: md === '1' ? 'success' : 'failure',
      paymentId: session.pid,
      conversationId: session.cid,
      conversationData: data,
      mdStatus: md,
    },
    s.redirecting,
  )
}

const simulatedAllowed = (env: AppEnv['Bindings']) => !isProduction(env) || (env as PaymentEnv).PAYMENT_PROVIDER === 'simulated'

export const sim = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!simulatedAllowed(c.env)) return c.json({ message: tr.common.notFound }, 404)
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    await next()
  })
  .post('/3ds/:pid', async (c) => {
    const form = await c.req.parseBody()
    const token = String(form.token ?? '')
    const session = await openSession(c.env, token)
    if (!session || session.pid !== c.req.param('pid'))
      return c.html(page(s.title, `<main><p class="err">${esc(s.invalid)}</p></main>`), 400)
    if (session.expiresAt < Date.now()) return c.html(await toMerchant(c.env, session, '0'))
    return c.html(await challenge(c.env, session, token))
  })
  .post('/3ds/:pid/verify', async (c) => {
    const form = await c.req.parseBody()
    const session = await openSession(c.env, String(form.token ?? ''))
    if (!session || session.pid !== c.req.param('pid'))
      return c.html(page(s.title, `<main><p class="err">${esc(s.invalid)}</p></main>`), 400)
    if (session.md) return c.html(await toMerchant(c.env, session, session.md)) // a repeated post: the same answer
    if (form.action === 'cancel' || session.expiresAt < Date.now()) return c.html(await toMerchant(c.env, session, '0'))
    const typed = String(form.code ?? '').replace(/\D/g, '')
    if (typed !== (await smsCode(c.env, session.pid))) {
      const tries = (session.tries ?? 0) + 1
      if (tries >= SIM_MAX_TRIES) return c.html(await toMerchant(c.env, session, '0'))
      const next = { ...session, tries }
      return c.html(await challenge(c.env, next, await sealSession(c.env, next), s.wrongCode(SIM_MAX_TRIES - tries)))
    }
    const outcome = outcomeOf(session.card)
    return c.html(await toMerchant(c.env, session, outcome.kind === 'md' ? outcome.mdStatus : '1'))
  })
  .get('/cargo/:barcode', (c) => {
    const b = esc(c.req.param('barcode'))
    return c.html(
      page(
        tr.shipping.simTitle(b),
        `<main><h1>${esc(tr.shipping.simTitle(b))}</h1><form method="post" action="/__sim/cargo/${b}/accepted"><button class="ok">${esc(tr.shipping.simAccepted)}</button></form><br><form method="post" action="/__sim/cargo/${b}/delivered"><button class="ok">${esc(tr.shipping.simDelivered)}</button></form></main>`,
      ),
    )
  })
  // The firm's own console: it signs the event and calls our webhook like a real firm (one code path).
  .post('/cargo/:barcode/:event', async (c) => {
    const event = c.req.param('event')
    if (event !== 'accepted' && event !== 'delivered') return c.json({ message: tr.common.notFound }, 404)
    const secret = cargoWebhookSecret(c.env)
    if (!secret) return c.json({ message: tr.common.notFound }, 404)
    const body = JSON.stringify({ barcode: c.req.param('barcode'), event })
    return c.json(await receiveCargoEvent(c.var.db, c.env, await signCargoBody(secret, body), body))
  })
