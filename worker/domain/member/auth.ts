// Accounts: register, login, logout, password reset, e-mail verification.
import { blockedByStrikes } from '#common/after-the-hammer.ts'
import { HUMAN_CHECK_AFTER_FAILURES, HUMAN_CHECK_FIELD, LOGIN_LIMIT, MAIL_LINK_MINUTES, REGISTER_LIMIT } from '#common/constants.ts'
import { ApiError, forbidden, invalidField, tooManyRequests } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { ForgotPasswordForm, LoginForm, RegisterForm, ResetPasswordForm } from '#common/schemas/auth.ts'
import { slugify, trLower } from '#common/text.ts'
import { readTradeVerification, verificationNeeded } from '#common/trade-verification.ts'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { reusable } from '../../db/reusable.ts'
import { password_resets, sessions, users } from '../../db/schema/index.ts'
import { secret, type AuthUser, type Env } from '../../env.ts'
import { hmacHex, randomHex, safeEqual, sha1Hex, sha256Hex } from '../../lib/crypto.ts'
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts'
import { accessTokenLifetimeMs, signAccessToken, verifyAccessToken } from '../../lib/tokens.ts'
import { tradeVerificationSetting } from './trade-verification.ts'
import { activeStrikesSql } from './strikes.ts'
import { queueMail } from '../platform/outbox.ts'
import { preinfoMissingSql } from './preinfo-gate.ts'
import { clear, hit, peek, unhit, waitUntil } from '../platform/rate-limit.ts'
import { registrationConsents } from '../platform/message-consents.ts'

type ClientMeta = { ip: string; userAgent: string | null; origin: string }

const isUniqueViolation = (e: unknown) =>
  /UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e) + String((e as { cause?: unknown })?.cause ?? ''))

async function openSession(db: Db, env: Env, userId: number, meta: ClientMeta) {
  const id = crypto.randomUUID()
  const expiresAt = Date.now() + accessTokenLifetimeMs
  await db
    .insert(sessions)
    .values({ id, user_id: userId, expires_at: expiresAt, ip: meta.ip, user_agent: meta.userAgent?.slice(0, 300) ?? null })
  return signAccessToken(env, userId, id, expiresAt)
}

export type TokenClaims = NonNullable<Awaited<ReturnType<typeof verifyAccessToken>>>

/** The member behind a session, as every authentication reads it (blocked_at: a blocked member has no session). */
const sessionMember = {
  id: users.id,
  username: users.username,
  title: users.title,
  email: users.email,
  role: users.role,
  blocked_at: users.blocked_at,
}

const sessionQueries = reusable(
  ['sessionId', 'userId', 'now'],
  (db, { sessionId, userId, now }) =>
    [
      db
        .select(sessionMember)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
        .limit(1),
    ] as const,
)

/**
 * The session lookup behind a verified token, as a statement of a batch (its SQL built once per isolate:
 * db/reusable.ts, so only inside db.batch): `authenticate` runs it alone, and a read that must stay one
 * round trip for a member puts it in its own batch (GET /api/bids/{id}).
 */
export const sessionQuery = (db: Db, claims: TokenClaims, now = Date.now()) =>
  sessionQueries(db, { sessionId: claims.sessionId, userId: claims.userId, now })[0]

/** The member of a session lookup's answer, or null (no open session, or the member is blocked). */
export function sessionUser(rows: Awaited<ReturnType<typeof sessionQuery>>, claims: TokenClaims): AuthUser | null {
  const row = rows[0]
  if (!row || row.blocked_at) return null
  return { id: row.id, username: row.username, title: row.title, email: row.email, role: row.role, sessionId: claims.sessionId }
}

/**
 * The session lookups of one page's in-process calls (worker/routes/pages/page-html.ts), keyed by the env
 * object only those calls are given: the page looks its member up once, beside its own read, and every
 * answer it inlines reuses that lookup, so the member's data waits one round trip instead of two. A
 * request from outside never carries such an env, so it always reads its session itself.
 */
const pageSessions = new WeakMap<Env, Map<string, Promise<AuthUser | null>>>()

/** A copy of `env` whose requests share their session lookups (see pageSessions). */
export function withSharedSessions(env: Env): Env {
  const shared = { ...env }
  pageSessions.set(shared, new Map())
  return shared
}

async function lookUp(db: Db, env: Env, token: string): Promise<AuthUser | null> {
  const claims = await verifyAccessToken(env, token)
  if (!claims) return null
  const [rows] = await db.batch([sessionQuery(db, claims)])
  return sessionUser(rows, claims)
}

/** The member behind a token, if the token is valid, its session open and the member not blocked. */
export function authenticate(db: Db, env: Env, token: string): Promise<AuthUser | null> {
  const shared = pageSessions.get(env)
  if (!shared) return lookUp(db, env, token)
  let found = shared.get(token)
  if (!found) shared.set(token, (found = lookUp(db, env, token)))
  return found
}

/**
 * The member behind a token and what still bars them from trading — the editors' trade-verification setting
 * and non-payer strikes — in the same one statement: the bid path reads D1 once before
 * the room.
 */
export async function authenticateTrader(
  db: Db,
  env: Env,
  token: string,
  lot: { id: number } | { slug: string } | null = null,
): Promise<{ user: AuthUser; missing: 'email' | 'phone' | null; struckOut: boolean; preinfoMissing: boolean } | null> {
  const claims = await verifyAccessToken(env, token)
  if (!claims) return null
  const [row] = await db
    .select({
      ...sessionMember,
      email_verified_at: users.email_verified_at,
      phone_verified_at: users.phone_verified_at,
      level: tradeVerificationSetting,
      strikes: activeStrikesSql(claims.userId),
      // The lot's pre-information (docs/law.md "Pre-information"), in the same statement.
      preinfo_missing: lot ? preinfoMissingSql(claims.userId, lot) : sql<number>`0`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.user_id, claims.userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, Date.now()),
      ),
    )
    .limit(1)
  if (!row || row.blocked_at) return null
  const user = { id: row.id, username: row.username, title: row.title, email: row.email, role: row.role, sessionId: claims.sessionId }
  return {
    user,
    missing: verificationNeeded(readTradeVerification(row.level), row),
    struckOut: blockedByStrikes(row.strikes),
    preinfoMissing: Boolean(row.preinfo_missing),
  }
}

/** Mails with a link stay in the outbox no longer than the link works. */
const linkExpiry = (now = Date.now()) => now + MAIL_LINK_MINUTES * 60_000

async function verificationLink(env: Env, origin: string, user: { id: number; email: string }, now = Date.now()) {
  const hash = await sha1Hex(user.email)
  const expires = Math.floor(now / 1000) + MAIL_LINK_MINUTES * 60
  const signature = await hmacHex(secret(env, 'JWT_SECRET'), `verify|${user.id}|${hash}|${expires}`)
  return `${origin}/epostadogrula/${user.id}/${hash}?expires=${expires}&signature=${signature}`
}

async function uniqueSlug(db: Db, base: string) {
  const root = slugify(base) || 'uye'
  const taken = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.slug, root) })
  return taken ? `${root}-${randomHex(3)}` : root
}

/** Creates a member, opens a session and queues the verification mail. */
export async function register(db: Db, env: Env, input: z.output<typeof RegisterForm>, meta: ClientMeta) {
  const window = await hit(db, `register:ip:${meta.ip}`, REGISTER_LIMIT.windowSeconds)
  if (window.count > REGISTER_LIMIT.perAddress) throw tooManyRequests(Math.ceil((window.resetAt - Date.now()) / 1000))
  const username_normalized = trLower(input.username)
  const existing = await db
    .select({ username_normalized: users.username_normalized, email: users.email })
    .from(users)
    .where(or(eq(users.username_normalized, username_normalized), eq(users.email, input.email)))
  if (existing.some((u) => u.username_normalized === username_normalized)) throw invalidField('username', tr.auth.usernameTaken)
  if (existing.some((u) => u.email === input.email)) throw invalidField('email', tr.auth.emailTaken)

  const password_hash = await hashPassword(input.password)
  let userId: number
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        username_normalized,
        email: input.email,
        password_hash,
        title: input.username,
        slug: await uniqueSlug(db, input.username),
        contracts_accepted_at: Date.now(),
      })
      .returning({ id: users.id })
    userId = row!.id
  } catch (error) {
    // Two registrations racing for one name: the UNIQUE index decides, the loser gets the field message.
    if (isUniqueViolation(error)) throw invalidField('username', tr.auth.usernameTaken)
    throw error
  }
  const link = await verificationLink(env, meta.origin, { id: userId, email: input.email })
  const boxes = { sms: input.consent_sms, email: input.consent_email, call: input.consent_call }
  await db.batch([
    queueMail(db, input.email, tr.mail.verifySubject, tr.mail.verifyBody(input.username, link), { secretUntil: linkExpiry() }),
    ...registrationConsents(db, userId, boxes),
  ])
  return openSession(db, env, userId, meta)
}

/** Accounts are keyed by id however they were named; unknown names by their text (they cost the same). */
const accountKey = (user: { id: number } | undefined, identifier: string) => (user ? `acct:${user.id}` : `name:${trLower(identifier)}`)
const DUMMY_HASH = 'pbkdf2_sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='
/** The wait after the n-th failure of an account and address pair: 1 s, 2 s, 4 s … up to the maximum. */
export const loginDelaySeconds = (failures: number) => Math.min(LOGIN_LIMIT.maxDelaySeconds, 2 ** Math.max(0, failures - 1))

/**
 * Counts the attempt before any hashing (one atomic statement per counter, so a burst gets no more guesses
 * than the limit): the pair first, then the address, then the account, each refusal stopping before the
 * next counter, so a stranger's refused attempts never count against the member's account.
 */
async function admitLogin(db: Db, acct: string, ip: string, now: number) {
  const pair = `login:pair:${acct}:${ip}`
  const wait = await peek(db, `login:wait:${acct}:${ip}`, now)
  if (wait) throw tooManyRequests(Math.ceil((wait.resetAt - now) / 1000))
  const counters = [
    { key: pair, max: LOGIN_LIMIT.perPair },
    { key: `login:ip:${ip}`, max: LOGIN_LIMIT.perAddress },
    { key: `login:${acct}`, max: LOGIN_LIMIT.perAccount },
  ]
  let pairCount = 0
  for (const c of counters) {
    const w = await hit(db, c.key, LOGIN_LIMIT.windowSeconds, now)
    if (c.key === pair) pairCount = w.count
    if (w.count > c.max) throw tooManyRequests(Math.ceil((w.resetAt - now) / 1000))
  }
  return {
    /** Failed attempts of this pair in the window before this one (a success clears them). */
    earlierFailures: pairCount - 1,
    /** A failure: the pair waits longer before its next try (its n-th attempt of the window failed). */
    failed: () => waitUntil(db, `login:wait:${acct}:${ip}`, now + loginDelaySeconds(pairCount) * 1000),
    /** The right password: the pair starts afresh and the attempt is given back to the address and account. */
    succeeded: () =>
      db.batch([
        clear(db, pair),
        clear(db, `login:wait:${acct}:${ip}`),
        unhit(db, counters[1]!.key, now),
        unhit(db, counters[2]!.key, now),
      ]),
  }
}

/**
 * Checks the credentials under the pair, address and account limits (LOGIN_LIMIT); answers a token. After
 * HUMAN_CHECK_AFTER_FAILURES failures of the pair, `isHuman` (Turnstile) must pass before the password is
 * even hashed.
 */
export async function login(db: Db, env: Env, input: z.output<typeof LoginForm>, meta: ClientMeta, isHuman: () => Promise<boolean>) {
  const now = Date.now()
  const identifier = input.username.trim()
  const user = await db.query.users.findFirst({
    where: identifier.includes('@') ? eq(users.email, identifier.toLowerCase()) : eq(users.username_normalized, trLower(identifier)),
  })
  const admitted = await admitLogin(db, accountKey(user, identifier), meta.ip, now)
  if (admitted.earlierFailures >= HUMAN_CHECK_AFTER_FAILURES && !(await isHuman()))
    throw invalidField(HUMAN_CHECK_FIELD, tr.auth.humanCheckRequired)

  // Unknown names still pay for one hash, so timing does not tell which accounts exist.
  const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH)
  if (!user || !ok) {
    await admitted.failed()
    throw invalidField('username', tr.auth.invalidCredentials)
  }
  if (user.blocked_at) throw forbidden(tr.auth.blocked)
  await admitted.succeeded()
  if (needsRehash(user.password_hash))
    await db
      .update(users)
      .set({ password_hash: await hashPassword(input.password) })
      .where(eq(users.id, user.id))
  return openSession(db, env, user.id, meta)
}

export const logout = (db: Db, sessionId: string) => db.update(sessions).set({ revoked_at: Date.now() }).where(eq(sessions.id, sessionId))

/** Queues a reset link for a known address; unknown addresses get the same answer (no enumeration). */
export async function requestPasswordReset(db: Db, input: z.output<typeof ForgotPasswordForm>, meta: ClientMeta) {
  const user = await db.query.users.findFirst({ columns: { id: true, title: true, email: true }, where: eq(users.email, input.email) })
  if (!user) return
  const window = await hit(db, `forgot:${user.email}`, 15 * 60)
  if (window.count > 3) return // quietly: at most three mails per quarter hour
  const token = randomHex(32)
  const link = `${meta.origin}/sifreyenile/${token}/${encodeURIComponent(user.email)}`
  await db.batch([
    db
      .insert(password_resets)
      .values({ email: user.email, token_hash: await sha256Hex(token), created_at: Date.now() })
      .onConflictDoUpdate({
        target: password_resets.email,
        set: { token_hash: await sha256Hex(token), created_at: Date.now() },
      }),
    queueMail(db, user.email, tr.mail.resetSubject, tr.mail.resetBody(user.title, link), { secretUntil: linkExpiry() }),
  ])
}

/** Sets a new password with a valid reset token; every open session is revoked; the token works once. Answers the member's id. */
export async function resetPassword(db: Db, input: z.output<typeof ResetPasswordForm>) {
  const row = await db.query.password_resets.findFirst({ where: eq(password_resets.email, input.email) })
  const fresh = row && row.created_at + MAIL_LINK_MINUTES * 60_000 > Date.now()
  if (!row || !fresh || !safeEqual(await sha256Hex(input.token), row.token_hash)) throw invalidField('token', tr.auth.resetTokenInvalid)
  const user = await db.query.users.findFirst({ columns: { id: true, email_verified_at: true }, where: eq(users.email, input.email) })
  if (!user) throw invalidField('token', tr.auth.resetTokenInvalid)
  const now = Date.now()
  await db.batch([
    // The link reached this inbox, so the address is proven too.
    db
      .update(users)
      .set({ password_hash: await hashPassword(input.password), email_verified_at: user.email_verified_at ?? now })
      .where(eq(users.id, user.id)),
    db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.user_id, user.id), isNull(sessions.revoked_at))),
    db.delete(password_resets).where(eq(password_resets.email, input.email)),
  ])
  return user.id
}

/** Checks a signed verification link for the logged-in member and marks the address verified. */
export async function verifyEmail(
  db: Db,
  env: Env,
  authUser: AuthUser,
  link: { id: number; hash: string; expires: number; signature: string },
) {
  if (link.id !== authUser.id) throw forbidden(tr.auth.verifyWrongUser)
  const user = await db.query.users.findFirst({
    columns: { id: true, email: true, email_verified_at: true },
    where: eq(users.id, authUser.id),
  })
  if (!user) throw forbidden(tr.auth.verifyWrongUser)
  const expected = await hmacHex(secret(env, 'JWT_SECRET'), `verify|${link.id}|${link.hash}|${link.expires}`)
  const valid = safeEqual(expected, link.signature) && safeEqual(link.hash, await sha1Hex(user.email)) && link.expires * 1000 > Date.now()
  if (!valid) throw new ApiError(422, { message: tr.auth.verifyLinkInvalid, errors: { signature: [tr.auth.verifyLinkInvalid] } })
  if (user.email_verified_at) return tr.auth.emailAlreadyVerified
  await db.update(users).set({ email_verified_at: Date.now() }).where(eq(users.id, user.id))
  return tr.auth.emailVerified
}

/** Queues a fresh verification mail (at most three per quarter hour). */
export async function sendVerification(db: Db, env: Env, authUser: AuthUser, origin: string) {
  const user = await db.query.users.findFirst({
    columns: { id: true, email: true, title: true, email_verified_at: true },
    where: eq(users.id, authUser.id),
  })
  if (!user || user.email_verified_at) return tr.auth.emailAlreadyVerified
  const window = await hit(db, `verify-mail:${user.id}`, 15 * 60)
  if (window.count > 3) throw tooManyRequests(Math.ceil((window.resetAt - Date.now()) / 1000))
  await queueMail(db, user.email, tr.mail.verifySubject, tr.mail.verifyBody(user.title, await verificationLink(env, origin, user)), {
    secretUntil: linkExpiry(),
  })
  return tr.auth.verificationSent
}
