// İYS's REST API for service providers (https://dev.iys.org.tr, "Jeton Alma" and "Tekil İzin Ekleme"):
// POST /oauth2/token with {username, password, grant_type: "password"} answers a bearer token valid for
// expires_in seconds; POST /sps/{iysCode}/brands/{brandCode}/consents registers one consent and answers
// {transactionId, creationDate}, or 422 {errors: [{code, location, message}]}. Tested against recorded
// answers written from that documentation (tests/worker/platform/iys.test.ts, tests/worker/recorded/iys.json).
import { withUserAgent } from '../../lib/outgoing.ts'
import { IysRefused, type IysConsent, type IysProvider } from './types.ts'

type Config = { username: string; password: string; iysCode: string; brandCode: string; baseUrl: string }

/** A token is renewed this long before İYS says it expires, so no request carries one that lapses on the way. */
export const TOKEN_MARGIN_MS = 60_000
const tokens = new Map<string, { token: string; until: number }>()
/** Tests start from no cached token. */
export const forgetIysTokens = () => tokens.clear()

/** İYS's dates are Turkish time (UTC+3 all year) as "YYYY-MM-DD HH:mm:ss". */
export const iysDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

async function token(c: Config, fetcher: typeof fetch, now: number): Promise<string> {
  const key = `${c.baseUrl} ${c.username}`
  const cached = tokens.get(key)
  if (cached && cached.until > now) return cached.token
  const res = await fetcher(`${c.baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: withUserAgent({ 'Content-Type': 'application/json', Accept: 'application/json' }),
    body: JSON.stringify({ username: c.username, password: c.password, grant_type: 'password' }),
  })
  if (!res.ok) throw new Error(`iys token ${res.status}`)
  const body = (await res.json()) as { access_token?: string; expires_in?: number }
  if (!body.access_token) throw new Error('iys token: no access_token')
  tokens.set(key, { token: body.access_token, until: now + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS })
  return body.access_token
}

export function iysRest(c: Config, fetcher: typeof fetch, clock: () => number = Date.now): IysProvider {
  return {
    name: 'iys',
    async addConsent(consent: IysConsent) {
      const bearer = await token(c, fetcher, clock())
      const res = await fetcher(`${c.baseUrl}/sps/${c.iysCode}/brands/${c.brandCode}/consents`, {
        method: 'POST',
        headers: withUserAgent({ 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${bearer}` }),
        body: JSON.stringify({
          consentDate: iysDate(consent.consentDate),
          source: 'HS_WEB',
          recipient: consent.recipient,
          recipientType: 'BIREYSEL',
          status: consent.status,
          type: consent.type,
        }),
      })
      if (res.status === 401) tokens.delete(`${c.baseUrl} ${c.username}`)
      if (res.status === 422) {
        const body = (await res.json().catch(() => ({}))) as { errors?: { code?: string; message?: string }[] }
        throw new IysRefused((body.errors ?? []).map((e) => `${e.code ?? '?'}: ${e.message ?? ''}`).join('; ') || 'iys 422')
      }
      if (!res.ok) throw new Error(`iys consents ${res.status}`)
      const body = (await res.json()) as { transactionId?: string }
      if (!body.transactionId) throw new Error('iys consents: no transactionId')
      return { transactionId: body.transactionId }
    },
  }
}
