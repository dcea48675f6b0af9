// POST /api/addtoWatchList, /api/removefromWatchList, GET /api/mywatchlist;
// 'Satıcıya Sor' POST /api/addQuestion ('Soru içeriği boş bırakılamaz') and
// POST /api/addReply (only the seller replies). Every refusal writes nothing.
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { login } from '../../support/auth.ts'
import { call, expectUnauthenticated, get, postForm, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import * as sf from '../../support/storefront-seed.ts'

const HOUR = 3_600_000
const serverTime = { formatted: expect.any(String), timestamp: expect.any(Number) }

describe('POST /api/addtoWatchList and /api/removefromWatchList', () => {
  it('adds an auction once, however often it is asked, and removes it again', async () => {
    const member = await seed.user()
    const token = await login(member)
    const a = await seed.auction()
    expect(await read(await postForm('/api/addtoWatchList', { slug: a.slug }, token))).toEqual({ status: 200, body: { message: tr.watch.added } })
    expect(await read(await postForm('/api/addtoWatchList', { slug: a.slug }, token))).toEqual({ status: 200, body: { message: tr.watch.added } })
    expect(await sf.watching(member, a)).toBe(true)
    const before = await sf.rows('watchlist')
    expect(await read(await postForm('/api/removefromWatchList', { slug: a.slug }, token))).toEqual({ status: 200, body: { message: tr.watch.removed } })
    expect(await sf.watching(member, a)).toBe(false)
    expect(await sf.rows('watchlist')).toBe(before - 1)
    expect(await read(await postForm('/api/removefromWatchList', { slug: a.slug }, token))).toEqual({ status: 200, body: { message: tr.watch.removed } })
  })

  it('refuses guests with 401 and writes nothing', async () => {
    const a = await seed.auction()
    const before = await sf.rows('watchlist')
    await expectUnauthenticated(await postForm('/api/addtoWatchList', { slug: a.slug }))
    await expectUnauthenticated(await postForm('/api/removefromWatchList', { slug: a.slug }))
    expect(await sf.rows('watchlist')).toBe(before)
  })

  it('answers 404 for unknown and unpublished auctions and 422 without a slug, writing nothing', async () => {
    const token = await login(await seed.user())
    const hidden = await seed.auction({ approved: 0 })
    const before = await sf.rows('watchlist')
    expect(await read(await postForm('/api/addtoWatchList', { slug: hidden.slug }, token))).toEqual({ status: 404, body: { message: tr.storefront.auctionNotFound } })
    expect(await read(await postForm('/api/addtoWatchList', { slug: 'yok-boyle-mezat' }, token))).toEqual({ status: 404, body: { message: tr.storefront.auctionNotFound } })
    expect(await read(await postForm('/api/addtoWatchList', {}, token))).toEqual({
      status: 422,
      body: { message: tr.bid.auctionRequired, errors: { slug: [tr.bid.auctionRequired] } },
    })
    expect(await sf.rows('watchlist')).toBe(before)
  })
})

describe('GET /api/mywatchlist', () => {
  it('answers the watched auctions as cards, open ones first, with the server time', async () => {
    const member = await seed.user()
    const ended = await seed.auction({ start_time: Date.now() - 5 * HOUR, end_time: Date.now() - HOUR, closed_at: Date.now() - HOUR })
    const open = await seed.auction()
    await seed.auction()
    await sf.watch(member, ended)
    await sf.watch(member, open)
    const { status, body } = await read(await get('/api/mywatchlist', await login(member)))
    expect(status).toBe(200)
    expect(body).toEqual({
      watchlist: [expect.objectContaining({ id: open.id, slug: open.slug }), expect.objectContaining({ id: ended.id, slug: ended.slug })],
      server_time: serverTime,
    })
  })

  it('answers an empty list to a member who watches nothing, and 401 to guests', async () => {
    expect(await read(await get('/api/mywatchlist', await login(await seed.user())))).toEqual({ status: 200, body: { watchlist: [], server_time: serverTime } })
    await expectUnauthenticated(await get('/api/mywatchlist'))
  })
})

describe('POST /api/addQuestion', () => {
  it('stores the question as plain text, tells the seller and answers the question list', async () => {
    const seller = await seed.user()
    const asker = await seed.user()
    const a = await seed.auction({ seller, name: 'Bakır Cezve' })
    const notificationsBefore = await sf.rows('notifications')
    const { status, body } = await read(
      await postForm('/api/addQuestion', { slug: a.slug, question: '  <b>Kaç yıllık?</b> <script>alert(1)</script> ' }, await login(asker)),
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.questions.added,
      questions: [{ id: expect.any(Number), question_from_name: 'Siz', question_body: 'Kaç yıllık? alert(1)', created_at: expect.any(String), auction_answer: [] }],
    })
    expect(await sf.rows('notifications')).toBe(notificationsBefore + 1)
    const seen = await read(await get(`/api/auctions/${a.slug}`))
    expect(seen.body.data.auction_question[0]).toMatchObject({ question_body: 'Kaç yıllık? alert(1)', question_from_name: expect.stringMatching(/^u\*\*\*.$/) })
  })

  it("refuses an empty question with 'Soru içeriği boş bırakılamaz' and writes nothing", async () => {
    const token = await login(await seed.user())
    const a = await seed.auction()
    const before = await sf.rows('questions')
    for (const question of ['', '   ', '<p></p>']) {
      expect(await read(await postForm('/api/addQuestion', { slug: a.slug, question }, token))).toEqual({
        status: 422,
        body: { message: tr.questions.empty, errors: { question: [tr.questions.empty] } },
      })
    }
    expect(await read(await postForm('/api/addQuestion', { slug: a.slug }, token))).toEqual({
      status: 422,
      body: { message: tr.questions.empty, errors: { question: [tr.questions.empty] } },
    })
    expect(await sf.rows('questions')).toBe(before)
  })

  it('refuses questions on auctions that have not started or have ended, and on your own auction', async () => {
    const seller = await seed.user()
    const token = await login(await seed.user())
    const upcoming = await seed.auction({ start_time: Date.now() + HOUR, end_time: Date.now() + 5 * HOUR })
    const ended = await seed.auction({ start_time: Date.now() - 5 * HOUR, end_time: Date.now() - HOUR, closed_at: Date.now() - HOUR })
    const pastEnd = await seed.auction({ start_time: Date.now() - 5 * HOUR, end_time: Date.now() - 1000 })
    const own = await seed.auction({ seller })
    const before = [await sf.rows('questions'), await sf.rows('notifications')]
    for (const a of [upcoming, ended, pastEnd]) {
      expect(await read(await postForm('/api/addQuestion', { slug: a.slug, question: 'Kargo ne zaman?' }, token))).toEqual({
        status: 422,
        body: { message: tr.questions.notRunning, errors: { question: [tr.questions.notRunning] } },
      })
    }
    expect(await read(await postForm('/api/addQuestion', { slug: own.slug, question: 'Kendime soru' }, await login(seller)))).toEqual({
      status: 422,
      body: { message: tr.questions.ownAuction, errors: { question: [tr.questions.ownAuction] } },
    })
    expect([await sf.rows('questions'), await sf.rows('notifications')]).toEqual(before)
  })

  it('refuses guests, unknown and unpublished auctions, writing nothing', async () => {
    const a = await seed.auction()
    const hidden = await seed.auction({ approved: 0 })
    const token = await login(await seed.user())
    const before = await sf.rows('questions')
    await expectUnauthenticated(await postForm('/api/addQuestion', { slug: a.slug, question: 'Merhaba' }))
    expect(await read(await postForm('/api/addQuestion', { slug: hidden.slug, question: 'Merhaba' }, token))).toEqual({ status: 404, body: { message: tr.storefront.auctionNotFound } })
    expect(await read(await postForm('/api/addQuestion', { slug: 'yok', question: 'Merhaba' }, token))).toEqual({ status: 404, body: { message: tr.storefront.auctionNotFound } })
    expect(await sf.rows('questions')).toBe(before)
  })

  it('answers a body that is not a form (an array, null, a string) with the Turkish field sentences', async () => {
    const token = await login(await seed.user())
    for (const body of ['[]', 'null', '"soru"', '5']) {
      const res = await call('POST', '/api/addQuestion', body, { auth: token, headers: { 'Content-Type': 'application/json' } })
      expect(await read(res)).toEqual({
        status: 422,
        body: { message: tr.bid.auctionRequired, errors: { slug: [tr.bid.auctionRequired], question: [tr.questions.empty] } },
      })
    }
  })

  it('refuses a question over 1000 characters', async () => {
    const a = await seed.auction()
    expect(await read(await postForm('/api/addQuestion', { slug: a.slug, question: 'a'.repeat(1001) }, await login(await seed.user())))).toEqual({
      status: 422,
      body: { message: tr.questions.tooLong, errors: { question: [tr.questions.tooLong] } },
    })
  })

  it('slows down a member who asks more than 10 questions in 10 minutes', async () => {
    const token = await login(await seed.user())
    const a = await seed.auction()
    for (let i = 0; i < 10; i++) expect((await postForm('/api/addQuestion', { slug: a.slug, question: `Soru ${i}` }, token)).status).toBe(200)
    const before = await sf.rows('questions')
    expect(await read(await postForm('/api/addQuestion', { slug: a.slug, question: 'Bir tane daha' }, token))).toEqual({ status: 429, body: { message: tr.questions.tooFast } })
    expect(await sf.rows('questions')).toBe(before)
  })
})

describe('POST /api/addReply', () => {
  it("stores the seller's reply, tells the asker and answers the question list", async () => {
    const seller = await seed.user({ title: 'Antikacı Ali' })
    const asker = await seed.user()
    const a = await seed.auction({ seller })
    const q = await sf.question(a, asker, 'Kutusu var mı?')
    const notificationsBefore = await sf.rows('notifications')
    const { status, body } = await read(await postForm('/api/addReply', { question_id: q.id, reply: 'Evet, <i>orijinal</i> kutusuyla.' }, await login(seller)))
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.questions.replied,
      questions: [
        {
          id: q.id,
          question_from_name: expect.stringMatching(/^u\*\*\*.$/),
          question_body: 'Kutusu var mı?',
          created_at: expect.any(String),
          auction_answer: [{ answer_from_name: 'Antikacı Ali', answer_body: 'Evet, orijinal kutusuyla.', created_at: expect.any(String) }],
        },
      ],
    })
    expect(await sf.rows('notifications')).toBe(notificationsBefore + 1)
  })

  it('refuses anyone but the seller with 403, and writes nothing', async () => {
    const asker = await seed.user()
    const a = await seed.auction()
    const q = await sf.question(a, asker)
    const before = [await sf.rows('answers'), await sf.rows('notifications')]
    expect(await read(await postForm('/api/addReply', { question_id: q.id, reply: 'Ben cevaplarım' }, await login(asker)))).toEqual({
      status: 403,
      body: { message: tr.questions.notSeller },
    })
    await expectUnauthenticated(await postForm('/api/addReply', { question_id: q.id, reply: 'Misafir' }))
    expect([await sf.rows('answers'), await sf.rows('notifications')]).toEqual(before)
  })

  it('refuses an empty reply and an unknown question', async () => {
    const seller = await seed.user()
    const a = await seed.auction({ seller })
    const q = await sf.question(a, await seed.user())
    const token = await login(seller)
    const before = await sf.rows('answers')
    expect(await read(await postForm('/api/addReply', { question_id: q.id, reply: '  ' }, token))).toEqual({
      status: 422,
      body: { message: tr.questions.replyEmpty, errors: { reply: [tr.questions.replyEmpty] } },
    })
    expect(await read(await postForm('/api/addReply', { question_id: 987654, reply: 'Merhaba' }, token))).toEqual({
      status: 404,
      body: { message: tr.questions.questionNotFound },
    })
    expect(await read(await postForm('/api/addReply', { reply: 'Merhaba' }, token))).toEqual({
      status: 422,
      body: { message: tr.questions.questionRequired, errors: { question_id: [tr.questions.questionRequired] } },
    })
    expect(await sf.rows('answers')).toBe(before)
  })
})
