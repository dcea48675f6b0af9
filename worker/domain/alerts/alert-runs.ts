// The follow-up of an approval (docs/alerts.md "Delivery"): the approval's own batch writes an alert_runs
// row holding a lease, its answer goes out, and the run is worked through after it (waitUntil) in batches
// of ALERT_BATCH members: each batch writes their bell notices, their instant mails into the outbox and
// marks their hits, in one D1 batch, so a run that dies halfway resumes where it stopped. The cron takes
// over a run whose lease ran out, so an approval's alerts are never lost with the isolate that began them.
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import { tr } from '#common/messages.ts'
import type { Db } from '../../db/client.ts'
import { runInBatch, allInBatch } from '../../db/raw-batchable.ts'
import { alert_hits, alert_runs, auctions, saved_searches, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { optOutPage } from '../platform/message-consents.ts'
import { pushNotifications, type NotificationRow } from '../platform/notify.ts'
import { followHits, searchHits, type LotForMatching } from './matching.ts'

/** Members told per D1 batch: a few hundred rows of JSON per statement, well inside D1's limits. */
export const ALERT_BATCH = 500
/** Longer than a waitUntil may run after the answer (30 s): the cron takes a run over only once it is gone. */
export const ALERT_LEASE_MS = 2 * 60_000
/** Runs the cron resumes per minute. */
const CRON_RUNS = 5

/** For the approval's batch: the run to do, leased to the request that approves. */
export const alertRunStatement = (db: Db, auctionId: number, now: number) =>
  db.insert(alert_runs).values({ auction_id: auctionId, lease_until: now + ALERT_LEASE_MS, created_at: now }).onConflictDoNothing()

type Lot = LotForMatching & { slug: string; name: string; seller: string }

async function loadLot(db: Db, auctionId: number): Promise<Lot | undefined> {
  const [row] = await db
    .select({ auction: auctions, seller: users.title })
    .from(auctions)
    .innerJoin(users, eq(users.id, auctions.seller_id))
    .where(eq(auctions.id, auctionId))
  return row && { ...row.auction, seller: row.seller }
}

type Hit = { id: number; user_id: number; source: 'search' | 'follow'; mail: 'instant' | 'daily' | 'none'; email: string; search: string | null }

const pendingHits = (db: Db, auctionId: number) =>
  db
    .select({
      id: alert_hits.id,
      user_id: alert_hits.user_id,
      source: alert_hits.source,
      mail: alert_hits.mail,
      email: users.email,
      search: saved_searches.name,
    })
    .from(alert_hits)
    .innerJoin(users, eq(users.id, alert_hits.user_id))
    .leftJoin(saved_searches, eq(saved_searches.id, alert_hits.saved_search_id))
    .where(and(eq(alert_hits.auction_id, auctionId), isNull(alert_hits.notified_at)))
    .orderBy(asc(alert_hits.id))
    .limit(ALERT_BATCH)

const noticeOf = (lot: Lot, hit: Hit) =>
  hit.source === 'search'
    ? { kind: 'saved_search', title: tr.savedSearch.noticeTitle, message: tr.savedSearch.noticeMessage(hit.search ?? lot.name, lot.name) }
    : { kind: 'followed_seller', title: tr.follow.noticeTitle, message: tr.follow.noticeMessage(lot.seller, lot.name) }

async function mailOf(env: Env, lot: Lot, hit: Hit) {
  const link = `${appOrigin(env)}/mezat/${lot.slug}`
  const [subject, body] =
    hit.source === 'search'
      ? [tr.savedSearch.mailSubject(lot.name), tr.savedSearch.mailBody(hit.search ?? lot.name, lot.name, link)]
      : [tr.follow.mailSubject(lot.seller), tr.follow.mailBody(lot.seller, lot.name, link)]
  const footer = tr.messageConsent.mailFooter(await optOutPage(env, hit.user_id, 'email'))
  return { u: hit.user_id, to: hit.email, subject, body: `${body}\n\n${footer}` }
}

/** Commercial mails (docs/privacy.md): delivery checks the member's consent again when each is due. */
export const queueMails = (db: Db, mails: Array<{ u: number; to: string; subject: string; body: string }>, now: number) =>
  runInBatch(db, sql`
    INSERT INTO outbox (channel, recipient, subject, body, message_class, user_id, status, attempts, next_attempt_at, created_at)
    SELECT 'mail', json_extract(value, '$.to'), json_extract(value, '$.subject'), json_extract(value, '$.body'), 'commercial',
      json_extract(value, '$.u'), 'pending', 0, 0, ${now}
    FROM json_each(${JSON.stringify(mails)})`)

const writeNotices = (db: Db, lot: Lot, hits: Hit[], now: number) => {
  const rows = hits.map((hit) => ({ u: hit.user_id, ...noticeOf(lot, hit), key: `alert:${lot.id}:${hit.user_id}` }))
  return allInBatch<NotificationRow>(db, sql`
    INSERT INTO notifications (user_id, kind, notification_title, notification_message, notification_target_link, dedupe_key, created_at)
    SELECT json_extract(value, '$.u'), json_extract(value, '$.kind'), json_extract(value, '$.title'), json_extract(value, '$.message'),
      ${`/mezat/${lot.slug}`}, json_extract(value, '$.key'), ${now}
    FROM json_each(${JSON.stringify(rows)}) WHERE true
    ON CONFLICT DO NOTHING
    RETURNING *`)
}

/** One batch of members: notices, instant mails, hits marked, the lease renewed (or the run finished). */
async function notifyBatch(db: Db, env: Env, lot: Lot, now: number): Promise<number> {
  const hits = (await pendingHits(db, lot.id)) as Hit[]
  const last = hits.length < ALERT_BATCH
  const mails = await Promise.all(hits.filter((h) => h.mail === 'instant').map((h) => mailOf(env, lot, h)))
  const ids = hits.map((h) => h.id)
  const [notices] = await db.batch([
    writeNotices(db, lot, hits, now),
    queueMails(db, mails, now),
    db.update(alert_hits).set({ notified_at: now }).where(inArray(alert_hits.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`)),
    db
      .update(alert_runs)
      .set(last ? { state: 'done', finished_at: Date.now() } : { lease_until: Date.now() + ALERT_LEASE_MS })
      .where(eq(alert_runs.auction_id, lot.id)),
  ])
  // Best-effort, after the rows are written: a page that misses a push reads its bell when it reconnects.
  await pushNotifications(env, notices)
  return last ? 0 : hits.length
}

/** Works a leased run to its end: matching once, then the notices batch by batch. */
export async function runAlerts(db: Db, env: Env, auctionId: number, now = Date.now()) {
  const [lot, [run]] = await Promise.all([loadLot(db, auctionId), db.select().from(alert_runs).where(eq(alert_runs.auction_id, auctionId))])
  if (!lot || !run || run.state === 'done') return
  if (run.state === 'matching')
    await db.batch([
      searchHits(db, lot, now),
      followHits(db, lot, now),
      db.update(alert_runs).set({ state: 'notifying', lease_until: Date.now() + ALERT_LEASE_MS }).where(eq(alert_runs.auction_id, auctionId)),
    ])
  while ((await notifyBatch(db, env, lot, now)) > 0);
}

/** After the answer: errors are logged, and the cron resumes the run when its lease runs out. */
export const runAlertsLater = (db: Db, env: Env, auctionId: number) =>
  runAlerts(db, env, auctionId).catch((error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'alerts run failed', auctionId, error: String(error) })),
  )

/** The cron's part: runs whose lease ran out (their request died) are claimed and finished. */
export async function resumeAlertRuns(db: Db, env: Env, now = Date.now()): Promise<number> {
  const due = db
    .select({ id: alert_runs.auction_id })
    .from(alert_runs)
    .where(and(ne(alert_runs.state, 'done'), lte(alert_runs.lease_until, now)))
    .limit(CRON_RUNS)
  const claimed = await db
    .update(alert_runs)
    .set({ lease_until: now + ALERT_LEASE_MS })
    .where(and(inArray(alert_runs.auction_id, due), ne(alert_runs.state, 'done'), lte(alert_runs.lease_until, now)))
    .returning({ id: alert_runs.auction_id })
  for (const { id } of claimed) await runAlertsLater(db, env, id)
  return claimed.length
}
