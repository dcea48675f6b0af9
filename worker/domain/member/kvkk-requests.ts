// KVKK başvurusu (docs/privacy.md "KVKK requests"). A signed-in member's request is received at once: the
// account is who they are. A guest's waits until they open the link mailed to the address they gave, so
// nobody can ask about (or for the erasure of) someone else's data by typing their address; only then is it
// received and the 30-day clock of KVKK m.13/2 starts. Each receipt is confirmed by mail with its due date.
import { invalidField } from '#common/errors.ts'
import { kvkk } from '#common/messages/kvkk.ts'
import {
  KVKK_ANSWER_MS,
  KVKK_CONFIRM_MS,
  KVKK_REQUEST_KINDS,
  type KvkkGuestForm,
  type KvkkMemberForm,
  type KvkkRequest,
  type KvkkRequestKind,
} from '#common/schemas/kvkk-request.ts'
import { formatDateTime, toWireTime, toWireTimeOrNull } from '#common/time.ts'
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { kvkk_requests } from '../../db/schema/index.ts'
import { randomHex, sha256Hex } from '../../lib/crypto.ts'
import { queueMail } from '../platform/outbox.ts'

type KvkkRow = typeof kvkk_requests.$inferSelect
const m = kvkk
const DAY = 24 * 60 * 60 * 1000

// Letters and digits that cannot be mistaken for one another when read out on the phone.
const ALPHABET = 'ACDEFGHJKLMNPRSTUVWXYZ23456789'
function newReference() {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return `KVKK-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`
}

const kindsOf = (row: Pick<KvkkRow, 'kinds'>): KvkkRequestKind[] => {
  const list = JSON.parse(row.kinds) as string[]
  return KVKK_REQUEST_KINDS.filter((k) => list.includes(k))
}
const dueText = (dueAt: number) => formatDateTime(dueAt).slice(0, 10)
const kindLines = (kinds: KvkkRequestKind[]) => kinds.map((k) => `- ${m.kind[k]}`).join('\n')

/** The request as its applicant (and, extended, the console) sees it, with the clock read at `now`. */
export function kvkkView(row: KvkkRow, now = Date.now()): KvkkRequest {
  const received = row.received_at ?? row.created_at
  const due = row.due_at ?? received + KVKK_ANSWER_MS
  return {
    id: row.id,
    reference: row.reference,
    kinds: kindsOf(row),
    details: row.details,
    status: row.status === 'answered' ? 'answered' : 'open',
    received_at: toWireTime(received),
    due_at: toWireTime(due),
    days_left: Math.ceil((due - now) / DAY),
    overdue: row.status === 'open' && now > due,
    outcome: row.outcome,
    answer_text: row.answer_text,
    answered_at: toWireTimeOrNull(row.answered_at),
  }
}

/** The receipt mail: the reference, what was asked, and the date by which the answer is due. */
const receiptMail = (db: Db, row: Pick<KvkkRow, 'email' | 'name' | 'reference' | 'kinds'>, dueAt: number) =>
  queueMail(db, row.email, m.receivedSubject(row.reference), m.receivedBody(row.name, row.reference, dueText(dueAt), kindLines(kindsOf(row))))

/** A signed-in member's request: received now, the receipt mailed to the account's address. One batch. */
export async function submitAsMember(
  db: Db,
  user: { id: number; title: string; email: string },
  input: z.output<typeof KvkkMemberForm>,
  now = Date.now(),
) {
  const values = {
    reference: newReference(),
    user_id: user.id,
    name: user.title,
    email: user.email,
    kinds: JSON.stringify(input.kinds),
    details: input.details,
    status: 'open' as const,
    created_at: now,
    received_at: now,
    due_at: now + KVKK_ANSWER_MS,
  }
  const [[row]] = await db.batch([db.insert(kvkk_requests).values(values).returning(), receiptMail(db, values, values.due_at)])
  return { row: row!, message: m.received(values.reference, dueText(values.due_at)) }
}

/** A guest's request: kept unconfirmed, and the confirmation link mailed to the address given. One batch. */
export async function submitAsGuest(db: Db, input: z.output<typeof KvkkGuestForm>, origin: string, now = Date.now()) {
  const token = randomHex(32)
  const link = `${origin}/kvkk-basvurusu?onay=${token}`
  await db.batch([
    db.insert(kvkk_requests).values({
      reference: newReference(),
      name: input.name,
      email: input.email,
      kinds: JSON.stringify(input.kinds),
      details: input.details,
      status: 'unconfirmed',
      confirm_hash: await sha256Hex(token),
      created_at: now,
    }),
    queueMail(db, input.email, m.confirmSubject, m.confirmBody(input.name, link), { secretUntil: now + KVKK_CONFIRM_MS }),
  ])
  return { message: m.confirmSent }
}

/**
 * The guest opened the link: the request is received now and its clock starts. When the confirmed address
 * is a member's, the request is tied to that member (it is the address their account is known by). Opening
 * the link again answers the same receipt and changes nothing; an unknown or expired link is 422.
 */
export async function confirmGuest(db: Db, token: string, now = Date.now()) {
  const hash = await sha256Hex(token)
  const row = await db.query.kvkk_requests.findFirst({ where: eq(kvkk_requests.confirm_hash, hash) })
  if (row && row.status !== 'unconfirmed') return { row, message: m.received(row.reference, dueText(row.due_at!)) }
  if (!row || row.created_at + KVKK_CONFIRM_MS < now) throw invalidField('token', m.badLink)
  const due = now + KVKK_ANSWER_MS
  const member = sql`(select id from users where email = ${row.email} and closed_at is null)`
  const [[confirmed]] = await db.batch([
    db
      .update(kvkk_requests)
      .set({ status: 'open', received_at: now, due_at: due, user_id: member })
      .where(and(eq(kvkk_requests.id, row.id), eq(kvkk_requests.status, 'unconfirmed'), gt(kvkk_requests.created_at, now - KVKK_CONFIRM_MS)))
      .returning(),
    receiptMail(db, row, due),
  ])
  return { row: confirmed ?? row, message: m.received(row.reference, dueText(due)) }
}

/** The member's own requests, newest first (received ones only). */
export const myKvkkRequests = (db: Db, userId: number) =>
  db
    .select()
    .from(kvkk_requests)
    .where(and(eq(kvkk_requests.user_id, userId), inArray(kvkk_requests.status, ['open', 'answered'])))
    .orderBy(desc(kvkk_requests.id))
    .limit(50)
