// The demo's one shill scenario for editors to find on the "Şüpheli pey" desk (docs/shill-desk.md): a member
// who signs in from the demo trader's own computer (the same address and browser) and bids on three of the
// trader's lots (closed ones first), never winning. Added after the rest of the demo data, so nothing else changes: the
// member takes the next id, and their bids take the place of middle bids of those lots (never the last, never
// the demo buyer's), so prices, winners and the bid order stay as they were.
import type { Row } from './sql.ts'

const DAY = 86_400_000
/** The demo trader's office: a documentation address (RFC 5737) and a desktop browser. */
const OFFICE = {
  ip: '203.0.113.24',
  agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
}

export function shillScenario(opts: {
  users: Row[]
  auctions: Row[]
  bids: Row[]
  sellerId: number
  buyerId: number
  passwordHash: string
}) {
  const { users, auctions, bids, sellerId, buyerId } = opts
  const id = Math.max(...users.map((u) => u.id as number)) + 1
  const given: Row[] = []
  const lots = auctions
    .filter((a) => a.seller_id === sellerId && a.approved === 2 && bids.filter((b) => b.auction_id === a.id).length >= 3)
    .sort((x, y) => Number(!!y.closed_at) - Number(!!x.closed_at))
    .slice(0, 3)
  if (lots.length < 3) throw new Error('the demo trader has fewer than three lots with three bids: no shill scenario')
  for (const lot of lots) {
    const mine = bids.filter((b) => b.auction_id === lot.id).sort((x, y) => (x.seq as number) - (y.seq as number))
    // A middle bid whose neighbours are other members, so no member bids twice in a row.
    const at = mine.findIndex(
      (b, i) => i > 0 && i < mine.length - 1 && b.user_id !== buyerId && mine[i - 1]!.user_id !== id && mine[i + 1]!.user_id !== id,
    )
    if (at < 0) throw new Error(`no middle bid to give the shill on lot ${lot.id}`)
    mine[at]!.user_id = id
    given.push(mine[at]!)
  }
  // A young account: opened the day before its first bid.
  const created = Math.min(...given.map((b) => b.created_at as number)) - DAY
  const shill: Row = {
    id,
    username: 'mert_koleksiyon',
    username_normalized: 'mert_koleksiyon',
    email: 'mert.koleksiyon@example.com',
    password_hash: opts.passwordHash,
    role: 'member',
    title: 'Mert K.',
    slug: 'mert-k',
    email_verified_at: created + 600_000,
    contracts_accepted_at: created,
    created_at: created,
    updated_at: created,
  }
  const session = (user: number, n: number): Row => ({
    id: `demo-shill-${user}-${n}`,
    user_id: user,
    created_at: created + n * DAY,
    expires_at: created + n * DAY + 30 * DAY,
    revoked_at: null,
    ip: OFFICE.ip,
    user_agent: OFFICE.agent,
  })
  return { user: shill, sessions: [session(sellerId, 0), session(id, 1)] }
}
