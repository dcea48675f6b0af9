// The room's alarm and D1's sync (party/README.md "The bid path"): the alarm starts and closes on time, then
// pushes the bids D1 lacks (a chunk at a time) and the state to the worker, which writes them and their
// consequences once. The room's D1 mark follows the worker's answer (rows D1 holds, not a header).
import type { AuctionEvent } from '#common/schemas/auction-events.ts'
import { SYNC_CHUNK, WATCHING_MAX, type LedgerBid, type RoomSyncAnswer } from '#common/schemas/room.ts'
import type { MemberNotice } from '#common/schemas/user-events.ts'
import { needsSync, toStateView, type RoomState } from '../lib/ledger.ts'
import { pushSync, SYNC_DELAY_MS, syncBackoffMs } from '../lib/worker-client.ts'
import { bidKey, type Bidder, type RoomCore, type SyncPlan } from './core.ts'
import { fairClose, startOrClose } from './close.ts'

/** Starts and closes on time (also with nobody connected, also after a restart) and syncs D1. */
export async function alarm(core: RoomCore): Promise<void> {
  let state = await core.state()
  if (!state) return
  const now = Date.now()
  state = await fairClose(core, state, now, 'late_alarm') // before the close: a late alarm past the end extends instead
  state = await startOrClose(core, state, now)
  let plan = await core.sync()
  if (needsSync(state)) ({ state, plan } = await pushToD1(core, state, plan, now))
  else plan = { at: null, attempts: 0 }
  await core.arm(state, plan)
}

/** One sync: the next chunk of bids after D1's mark and the state; on failure, the same again after a backoff. */
async function pushToD1(core: RoomCore, sent: RoomState, plan: SyncPlan, now: number): Promise<{ state: RoomState; plan: SyncPlan }> {
  const bids = [...(await core.room.storage.list<LedgerBid>({ prefix: 'bid:', start: bidKey(sent.d1_seq + 1), limit: SYNC_CHUNK })).values()]
  const quiet = plan.quiet_through && plan.quiet_through > sent.d1_seq ? plan.quiet_through : undefined
  try {
    // The answer is the highest seq of the contiguous run of bids D1 holds (rows, not a header).
    const watching = watchingMembers(core, now)
    const answer = await pushSync(core.room.env, {
      state: toStateView(sent, now),
      bids,
      ...(quiet ? { quiet_through: quiet } : {}),
      ...(watching.length ? { watching } : {}),
    })
    return await afterAnswer(core, { sent, bids, quiet, plan }, answer)
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', room: sent.auction_id, msg: 'sync failed', error: String(error) }))
    const state = (await core.state()) ?? sent
    return { state, plan: { ...plan, at: Date.now() + syncBackoffMs(plan.attempts + 1), attempts: plan.attempts + 1 } }
  }
}

type Sent = { sent: RoomState; bids: LedgerBid[]; quiet: number | undefined; plan: SyncPlan }

/** Moves the D1 marks by the worker's answer, hands back its notices and plans the next sync. */
async function afterAnswer(core: RoomCore, { sent, bids, quiet, plan }: Sent, answer: RoomSyncAnswer): Promise<{ state: RoomState; plan: SyncPlan }> {
  const lastSent = bids.at(-1)?.seq ?? sent.d1_seq
  const held = answer.d1_seq
  // Other commands may have run during the fetch: read again and move only the D1 marks. The mark
  // never passes the last bid this sync sent (D1 may hold later ones whose consequences are not
  // written yet) and follows D1 down if D1 holds less than the room thought. A repair that ran
  // meanwhile (d1_seq went back) wins.
  const latest = (await core.state()) ?? sent
  const repaired = latest.d1_seq < sent.d1_seq
  const mark = repaired ? latest.d1_seq : Math.min(held, lastSent)
  const progress = mark > sent.d1_seq || bids.length === 0
  const state = { ...latest, d1_seq: mark, d1_version: repaired ? latest.d1_version : Math.max(latest.d1_version, sent.version) }
  await core.room.storage.put('state', state)
  tell(core, sent.auction_id, answer.notices)
  if (repaired) return { state, plan: { ...(await core.sync()), at: Date.now() + 10, attempts: 0 } } // the repair's plan stands
  // More to push: at once (D1 is catching up, a chunk at a time); no progress: back off.
  const attempts = progress ? 0 : plan.attempts + 1
  const wait = !progress ? syncBackoffMs(attempts) : bids.length === SYNC_CHUNK ? 10 : SYNC_DELAY_MS
  const at = needsSync(state) ? Date.now() + wait : null
  return { state, plan: { at, attempts, ...(quiet && quiet > mark ? { quiet_through: quiet } : {}) } }
}

/**
 * The members whose pages are bidding on this room's socket now (a ticket of theirs still valid): the sync
 * names them, and the worker hands their outbid notices back instead of pushing them into their user
 * rooms (one HTTP call and one Durable Object wake-up fewer per notice; party/README.md "Outbid notices
 * on the bidding page"). Everyone else — a member who bid by POST, or whose page went quiet — is told
 * through their user room as before.
 */
function watchingMembers(core: RoomCore, now: number): number[] {
  const members = new Set<number>()
  for (const connection of core.room.getConnections<Bidder>()) {
    const bidder = connection.state
    if (bidder && bidder.until > now) members.add(bidder.user_id)
    if (members.size >= WATCHING_MAX) break
  }
  return [...members]
}

/** Tells each member's sockets on this room the notices the sync handed back for them (bell +1 on that page). */
function tell(core: RoomCore, auctionId: number, notices: MemberNotice[]) {
  if (!notices.length) return
  const byMember = new Map<number, string[]>()
  for (const notice of notices) {
    const event: AuctionEvent = { event: 'MemberNotice', data: { auction_id: auctionId, notice, server_time: Date.now() } }
    byMember.set(notice.user_id, [...(byMember.get(notice.user_id) ?? []), JSON.stringify(event)])
  }
  for (const connection of core.room.getConnections<Bidder>()) {
    const mine = connection.state ? byMember.get(connection.state.user_id) : undefined
    try {
      for (const message of mine ?? []) connection.send(message)
    } catch {
      // A socket closing right now: its page refetches its counts when it connects again.
    }
  }
}
