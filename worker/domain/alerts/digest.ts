// The daily digest of saved-search alerts (docs/alerts.md): at 09:00 Istanbul, one mail per
// member listing the lots their `daily` searches matched before then. The cron calls it every minute; it
// finds work only once a new 09:00 has passed, and marks what it mailed, so a rerun sends nothing twice.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { tr } from '#common/messages.ts'
import type { Db } from '../../db/client.ts'
import { alert_hits, auctions, users } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { appOrigin } from '../../lib/app-url.ts'
import { optOutPage } from '../platform/message-consents.ts'
import { queueMails } from './alert-runs.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Istanbul keeps UTC+3 all year (no summer time since 2016), so its 09:00 is 06:00 UTC. */
const ISTANBUL_OFFSET = 3 * HOUR
export const DIGEST_HOUR = 9
/** Hits read per cron run; a member cut off at the end waits for the next minute's run. */
const DIGEST_ROWS = 1000

/** The latest 09:00 Istanbul at or before `now`. */
export function lastDigestMoment(now: number) {
  const local = now + ISTANBUL_OFFSET
  const at = local - (local % DAY) + DIGEST_HOUR * HOUR - ISTANBUL_OFFSET
  return at > now ? at - DAY : at
}

/** Queues the digests due at `now`; returns how many mails it queued. */
export async function sendDigests(db: Db, env: Env, now = Date.now()): Promise<number> {
  const rows = await db
    .select({ id: alert_hits.id, user_id: alert_hits.user_id, email: users.email, name: auctions.name, slug: auctions.slug })
    .from(alert_hits)
    .innerJoin(users, eq(users.id, alert_hits.user_id))
    .innerJoin(auctions, eq(auctions.id, alert_hits.auction_id))
    .where(and(eq(alert_hits.mail, 'daily'), isNull(alert_hits.mailed_at), lt(alert_hits.created_at, lastDigestMoment(now))))
    .orderBy(asc(alert_hits.user_id), asc(alert_hits.id))
    .limit(DIGEST_ROWS)
  const byUser = new Map<number, typeof rows>()
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r])
  // A full read may have cut the last member's list short: they wait for the next run, whole.
  if (rows.length === DIGEST_ROWS && byUser.size > 1) byUser.delete(rows.at(-1)!.user_id)
  if (!byUser.size) return 0
  const origin = appOrigin(env)
  const mails = await Promise.all(
    [...byUser].map(async ([userId, hits]) => {
      const lines = hits.map((h) => `• ${h.name}: ${origin}/mezat/${h.slug}`)
      const footer = tr.messageConsent.mailFooter(await optOutPage(env, userId, 'email'))
      return { u: userId, to: hits[0]!.email, subject: tr.savedSearch.digestSubject(hits.length), body: `${tr.savedSearch.digestBody(lines)}\n\n${footer}` }
    }),
  )
  const ids = [...byUser.values()].flat().map((h) => h.id)
  await db.batch([
    queueMails(db, mails, now),
    db.update(alert_hits).set({ mailed_at: now }).where(inArray(alert_hits.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`)),
  ])
  return mails.length
}
