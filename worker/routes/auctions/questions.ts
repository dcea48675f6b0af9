// 'Satıcıya Sor' (POST /api/addQuestion, form slug, question) and 
// POST /api/addReply (form question_id, reply). Both answer { message, questions }.
import { tr } from '#common/messages.ts'
import type { QuestionsAnswer } from '#common/schemas/answers-storefront.ts'
import { QuestionForm, ReplyForm } from '#common/schemas/storefront.ts'
import { Hono } from 'hono'
import type { z } from 'zod'
import { askQuestion, replyToQuestion } from '../../domain/auctions/questions.ts'
import type { AppEnv } from '../../env.ts'
import { readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'
import { toQuestion } from '../../resources/auction-detail.ts'

export const questions = new Hono<AppEnv>()
  .post('/addQuestion', requireUser, async (c) => {
    const me = currentUser(c)
    const threads = await askQuestion(c.var.db, c.env, me, await readBody(c, QuestionForm))
    return c.json({ message: tr.questions.added, questions: threads.map((t) => toQuestion(t, me.id)) } satisfies z.input<
      typeof QuestionsAnswer
    >)
  })
  .post('/addReply', requireUser, async (c) => {
    const me = currentUser(c)
    const threads = await replyToQuestion(c.var.db, c.env, me, await readBody(c, ReplyForm))
    return c.json({ message: tr.questions.replied, questions: threads.map((t) => toQuestion(t, me.id)) } satisfies z.input<
      typeof QuestionsAnswer
    >)
  })
