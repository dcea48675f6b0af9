// Ask the seller and the seller's reply ('Satıcıya Sor'; addReply).
// Rules: questions only while the auction runs, never on one's own auction; only the auction's
// seller replies. The asker and the seller are told through a notification.
import { APPROVAL } from '#common/approval.ts'
import { timeState } from '#common/auction-rules.ts'
import { ApiError, forbidden, invalidField, notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { answers, auctions, questions } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import { loadQuestions, maySee } from './auction-detail.ts'
import { notificationInsert, pushNotifications } from '../platform/notify.ts'
import { hit } from '../platform/rate-limit.ts'

/** A member may ask at most this many questions per window. */
export const QUESTION_LIMIT = { count: 10, windowSeconds: 10 * 60 } as const

/** Stores a question on a running auction of someone else and tells the seller; returns the thread list. */
export async function askQuestion(db: Db, env: Env, user: { id: number }, input: { slug: string; question: string }, now = Date.now()) {
  const a = await db.query.auctions.findFirst({ where: eq(auctions.slug, input.slug) })
  if (!a || !maySee(a, { id: user.id, role: 'member' })) throw notFound(tr.storefront.auctionNotFound)
  if (a.seller_id === user.id) throw invalidField('question', tr.questions.ownAuction)
  if (a.approved !== APPROVAL.approved || timeState(a, now) !== 'running') throw invalidField('question', tr.questions.notRunning)
  const window = await hit(db, `question:${user.id}`, QUESTION_LIMIT.windowSeconds, now)
  if (window.count > QUESTION_LIMIT.count) throw new ApiError(429, { message: tr.questions.tooFast })
  const [, notices] = await db.batch([
    db.insert(questions).values({ auction_id: a.id, user_id: user.id, question_body: input.question, created_at: now }),
    notificationInsert(db, {
      userId: a.seller_id,
      kind: 'question',
      title: tr.questions.askedTitle,
      message: tr.questions.askedMessage(a.name),
      link: `/mezat/${a.slug}`,
      at: now,
    }).returning(),
  ])
  await pushNotifications(env, notices)
  return loadQuestions(db, a.id)
}

/** Stores the seller's reply and tells the asker; 403 for anyone but the auction's seller. */
export async function replyToQuestion(
  db: Db,
  env: Env,
  user: { id: number },
  input: { question_id: number; reply: string },
  now = Date.now(),
) {
  const [row] = await db
    .select({ question: questions, auction: auctions })
    .from(questions)
    .innerJoin(auctions, eq(auctions.id, questions.auction_id))
    .where(eq(questions.id, input.question_id))
    .limit(1)
  if (!row) throw notFound(tr.questions.questionNotFound)
  if (row.auction.seller_id !== user.id) throw forbidden(tr.questions.notSeller)
  const [, notices] = await db.batch([
    db.insert(answers).values({ question_id: row.question.id, user_id: user.id, answer_body: input.reply, created_at: now }),
    notificationInsert(db, {
      userId: row.question.user_id,
      kind: 'answered',
      title: tr.questions.answeredTitle,
      message: tr.questions.answeredMessage(row.auction.name),
      link: `/mezat/${row.auction.slug}`,
      at: now,
    }).returning(),
  ])
  await pushNotifications(env, notices)
  return loadQuestions(db, row.auction.id)
}
