// A member confirms a lot's pre-information as the page does (GET then POST /api/auctions/{id}/preinfo), so
// tests that bid or buy do what a real client does once per lot before its first bid (docs/law.md
// "Pre-information"). Remembered per member and lot, so a helper may call it before every bid.
import { eq } from 'drizzle-orm'
import * as schema from '../../worker/db/schema/index.ts'
import { get, postForm, postJson, type Auth } from './http.ts'
import { db } from './seed.ts'

const done = new Set<string>()

/** Confirms as the page does; the answer's status (200, or the refusal: the seller's own lot, a closed lot). */
async function confirmOnce(auctionId: number, token: string) {
  const key = `${auctionId}:${token}`
  if (done.has(key)) return 200
  const read = await get(`/api/auctions/${auctionId}/preinfo`, token)
  if (read.status !== 200) return read.status
  const { version } = (await read.json()) as { version: string }
  const res = await postJson(`/api/auctions/${auctionId}/preinfo`, { version }, token)
  if (res.status === 200) done.add(key)
  return res.status
}

/** Each member confirms the lot's pre-information; a refusal fails the test. */
export async function confirmPreinfo(auctionId: number, ...who: Array<{ token: string }>) {
  for (const w of who) {
    const status = await confirmOnce(auctionId, w.token)
    if (status !== 200) throw new Error(`confirming the pre-information of ${auctionId} answered ${status}`)
  }
}

const tokenOf = (auth: Auth) => (typeof auth === 'string' ? auth : (auth?.token ?? null))

async function lotId(fields: Record<string, string | number | boolean>) {
  if (fields.auction_id !== undefined) return Number(fields.auction_id)
  const [row] = await db.select({ id: schema.auctions.id }).from(schema.auctions).where(eq(schema.auctions.slug, String(fields.slug)))
  return row?.id ?? null
}

/**
 * POST /api/addBid, /api/addAutoBid or /api/addtoCart as the page sends them: a member's first call on a lot
 * confirms its pre-information first (once), as the bid box does. Guests and unknown lots go straight on.
 */
export async function postBid(path: string, fields: Record<string, string | number | boolean>, auth?: Auth) {
  const token = tokenOf(auth)
  const id = token ? await lotId(fields) : null
  // A refused confirmation (the seller's own lot, a closed one) is left to the bid's own answer.
  if (token && id) await confirmOnce(id, token)
  return postForm(path, fields, auth)
}

/** GET /api/bidTicket/{id} as the page asks for it: after the member confirmed the lot's pre-information. */
export async function getBidTicket(auctionId: number, auth?: Auth) {
  const token = tokenOf(auth)
  if (token) await confirmOnce(auctionId, token)
  return get(`/api/bidTicket/${auctionId}`, auth)
}
