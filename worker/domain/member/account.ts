// Account information, the phone code and bank information.
import { ApiError, invalidField, tooManyRequests, unauthenticated } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { ProfileDetails } from '#common/schemas/account.ts'
import { trCompare } from '#common/text.ts'
import { maskPhone } from '#common/validation/phone.ts'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { banks, phone_verifications, users } from '../../db/schema/index.ts'
import { secret, type Env } from '../../env.ts'
import { hmacHex, safeEqual } from '../../lib/crypto.ts'
import { queueSms } from '../platform/outbox.ts'
import { hit } from '../platform/rate-limit.ts'

/** A phone code lives 10 minutes and allows 5 tries (docs/member-rules.md). */
export const PHONE_CODE = { ttlMs: 10 * 60_000, maxAttempts: 5, perHour: 5 } as const

export async function listBanks(db: Db) {
  const rows = await db.select().from(banks)
  return rows.sort((a, b) => trCompare(a.bank_title, b.bank_title))
}

const codeHash = (env: Env, userId: number, phone: string, code: string) =>
  hmacHex(secret(env, 'JWT_SECRET'), `phone|${userId}|${phone}|${code}`)

/** A uniformly random 4-digit code ("0000"–"9999"). */
function fourDigits(): string {
  const buf = new Uint32Array(1)
  // Rejection sampling keeps every code equally likely.
  do crypto.getRandomValues(buf)
  while (buf[0]! >= 4_294_960_000)
  return String(buf[0]! % 10_000).padStart(4, '0')
}

/**
 * Saves the account form and sends a fresh 4-digit code to the phone (success opens
 * the phone code modal). A changed number is unverified until its code comes back.
 */
export async function saveProfile(db: Db, env: Env, userId: number, input: ProfileDetails, now = Date.now()) {
  const current = await db.query.users.findFirst({ where: eq(users.id, userId) })
  if (!current) throw unauthenticated()
  const window = await hit(db, `sms:${userId}`, 3600, now)
  if (window.count > PHONE_CODE.perHour) throw tooManyRequests(Math.ceil((window.resetAt - now) / 1000))

  const code = fourDigits()
  const phoneChanged = current.phone_1 !== input.phone_1
  const expiresAt = now + PHONE_CODE.ttlMs
  const hash = await codeHash(env, userId, input.phone_1, code)
  await db.batch([
    db
      .update(users)
      .set({ ...input, phone_verified_at: phoneChanged ? null : current.phone_verified_at, updated_at: now })
      .where(eq(users.id, userId)),
    db
      .insert(phone_verifications)
      .values({ user_id: userId, phone: input.phone_1, code_hash: hash, attempts: 0, expires_at: expiresAt, created_at: now })
      .onConflictDoUpdate({
        target: phone_verifications.user_id,
        set: { phone: input.phone_1, code_hash: hash, attempts: 0, expires_at: expiresAt, created_at: now },
      }),
    queueSms(db, input.phone_1, tr.account.smsBody(code), { secretUntil: expiresAt, now }),
  ])
  return { phone: input.phone_1, masked: maskPhone(input.phone_1), expiresAt }
}

/**
 * Checks the phone code. Each try is counted before the comparison, in one statement, so parallel
 * guesses cannot exceed the 5 tries; a wrong code answers 'Geçersiz doğrulama kodu'.
 */
export async function verifyPhone(db: Db, env: Env, userId: number, code: string, now = Date.now()) {
  const field = 'verification_code'
  const [user, pending] = await Promise.all([
    db.query.users.findFirst({ columns: { phone_1: true }, where: eq(users.id, userId) }),
    db.query.phone_verifications.findFirst({ where: eq(phone_verifications.user_id, userId) }),
  ])
  if (!pending || !user || pending.phone !== user.phone_1) throw invalidField(field, tr.phone.codeMissing)
  if (pending.expires_at <= now) throw invalidField(field, tr.phone.codeExpired)
  const [counted] = await db
    .update(phone_verifications)
    .set({ attempts: sql`${phone_verifications.attempts} + 1` })
    .where(and(eq(phone_verifications.user_id, userId), lt(phone_verifications.attempts, PHONE_CODE.maxAttempts)))
    .returning({ attempts: phone_verifications.attempts })
  if (!counted) throw new ApiError(429, { message: tr.phone.tooManyAttempts, errors: { [field]: [tr.phone.tooManyAttempts] } })
  if (!safeEqual(await codeHash(env, userId, pending.phone, code), pending.code_hash)) throw invalidField(field, tr.phone.codeInvalid)
  await db.batch([
    db.update(users).set({ phone_verified_at: now, updated_at: now }).where(eq(users.id, userId)),
    db.delete(phone_verifications).where(eq(phone_verifications.user_id, userId)),
  ])
  return now
}

export async function holderName(db: Db, userId: number) {
  const row = await db.query.users.findFirst({ columns: { first_name: true, last_name: true }, where: eq(users.id, userId) })
  if (!row) throw unauthenticated()
  return row.first_name && row.last_name ? `${row.first_name} ${row.last_name}` : null
}

export const saveBankInfo = (db: Db, userId: number, input: { bank_title: string; bank_account_name: string; bank_iban: string }) =>
  db
    .update(users)
    .set({
      bank_title: input.bank_title,
      bank_account_name: input.bank_account_name.replace(/\s+/g, ' '),
      bank_iban: input.bank_iban,
      updated_at: Date.now(),
    })
    .where(eq(users.id, userId))
