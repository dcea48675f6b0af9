// My auctions in four sections, my questions and the seller profile: 
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { login } from '../../support/auth.ts'
import { expectUnauthenticated, get, read } from '../../support/http.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

const HOUR = 3_600_000

describe('GET /api/myauctions', () => {
  it('refuses a guest with exactly {"message":"Unauthenticated."}', async () => {
    await expectUnauthenticated(await get('/api/myauctions'))
  })

  it("sorts the seller's auctions into waiting, denied, open and closed, with server_time", async () => {
    const seller = await seed.user()
    const now = Date.now()
    const waiting = await seed.auction({ seller, approved: 0, name: 'Bekleyen saat' })
    const denied = await seed.auction({ seller, approved: 1, rejection_reason: 'Fotoğraflar net değil.', name: 'Reddedilen saat' })
    const running = await seed.auction({ seller, name: 'Açık saat', end_time: now + 2 * HOUR })
    const upcoming = await seed.auction({ seller, name: 'Yakında', start_time: now + HOUR, end_time: now + 5 * HOUR })
    const closedByRoom = await seed.auction({ seller, name: 'Satılan', closed_at: now - HOUR, end_time: now - HOUR, winner_user_id: null })
    const pastEnd = await seed.auction({ seller, name: 'Süresi bitti', end_time: now - 1000 })
    await seed.auction({ name: 'Başkasının mezatı' })
    await seed.db
      .insert(schema.auction_images)
      .values({ auction_id: running.id, position: 0, image_path: 'auctions/ab/x.webp', thumbnail_path: 'thumbs/ab/y.webp' })
    await seed.db.insert(schema.auction_properties).values({ auction_id: running.id, position: 2, label: 'Kasa', value: 'Çelik' })

    const { status, body } = await read(await get('/api/myauctions', await login(seller)))
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['closed_auctions', 'denied_auctions', 'open_auctions', 'server_time', 'waiting_auctions'])
    const ids = (list: Array<{ id: number }>) => list.map((a) => a.id)
    expect(ids(body.waiting_auctions)).toEqual([waiting.id])
    expect(ids(body.denied_auctions)).toEqual([denied.id])
    expect(ids(body.open_auctions)).toEqual([running.id, upcoming.id])
    expect(ids(body.closed_auctions)).toEqual([pastEnd.id, closedByRoom.id])
    expect(body.server_time).toEqual({
      formatted: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      timestamp: expect.any(Number),
    })

    expect(body.open_auctions[0]).toMatchObject({
      id: running.id,
      name: 'Açık saat',
      slug: running.slug,
      approved: 2,
      approval_status_text: 'Onaylandı',
      opening_price: 100,
      buynow_price: 1000,
      auction_image: [{ public_url: '/media/auctions/ab/x.webp', thumbnail_url: '/media/thumbs/ab/y.webp' }],
      property_label_2: 'Kasa',
      property_value_2: 'Çelik',
      property_label_1: null,
      shipping_type: 1,
      shipping_payment_by: 1,
      start_time: expect.any(String),
      end_time: expect.any(String),
    })
    expect(body.waiting_auctions[0]).toMatchObject({
      approved: 0,
      approval_status_text: 'Onay bekliyor',
      rejection_reason: null,
      auction_image: [],
    })
    expect(body.denied_auctions[0]).toMatchObject({
      approved: 1,
      approval_status_text: 'Reddedildi',
      rejection_reason: 'Fotoğraflar net değil.',
    })
  })

  it('answers four empty sections for a member who never sold', async () => {
    const user = await seed.user()
    const { body } = await read(await get('/api/myauctions', await login(user)))
    expect(body).toMatchObject({ open_auctions: [], closed_auctions: [], denied_auctions: [], waiting_auctions: [] })
  })
})

describe('GET /api/myquestions', () => {
  it('refuses a guest', async () => {
    await expectUnauthenticated(await get('/api/myquestions'))
  })

  it('answers the auctions the member asked on (their questions only) and their own auctions with every question', async () => {
    await m.supportTitles()
    const me = await seed.user({ title: 'soran_uye' })
    const seller = await seed.user({ title: 'satici' })
    const stranger = await seed.user({ title: 'baska_uye' })
    const theirAuction = await seed.auction({ seller, name: 'Antika saat' })
    const myAuction = await seed.auction({ seller: me, name: 'Benim saatim' })
    const unrelated = await seed.auction({ seller, name: 'İlgisiz' })
    const now = Date.now()
    const q1 = await m.question(theirAuction.id, me.id, 'Kutusu var mı?', now - 3000)
    await m.answer(q1.id, seller.id, 'Evet, var.')
    await m.question(theirAuction.id, stranger.id, 'Başkasının sorusu', now - 2000)
    await m.question(myAuction.id, stranger.id, 'Pazarlık olur mu?', now - 1000)
    await m.question(unrelated.id, stranger.id, 'Görmemeli', now)

    const { status, body } = await read(await get('/api/myquestions', await login(me)))
    expect(status).toBe(200)
    expect(body.support_titles).toEqual([
      { title: 'Ödeme', slug: 'odeme' },
      { title: 'Üyelik', slug: 'uyelik' },
    ])
    expect(body.auctions).toEqual({
      data: [
        {
          id: myAuction.id,
          name: 'Benim saatim',
          title: 'Benim saatim',
          slug: myAuction.slug,
          auction_image: null,
          is_seller: true,
          auction_question: [
            {
              id: expect.any(Number),
              question_from_name: 'baska_uye',
              question_body: 'Pazarlık olur mu?',
              is_mine: false,
              created_at: expect.any(String),
              auction_answer: [],
            },
          ],
        },
        {
          id: theirAuction.id,
          name: 'Antika saat',
          title: 'Antika saat',
          slug: theirAuction.slug,
          auction_image: null,
          is_seller: false,
          auction_question: [
            {
              id: q1.id,
              question_from_name: 'soran_uye',
              question_body: 'Kutusu var mı?',
              is_mine: true,
              created_at: expect.any(String),
              auction_answer: [
                { id: expect.any(Number), answer_from_name: 'satici', answer_body: 'Evet, var.', created_at: expect.any(String) },
              ],
            },
          ],
        },
      ],
      current_page: 1,
      last_page: 1,
      total: 2,
      per_page: 10,
    })
  })
})

describe('GET /api/profil/{sellerSlug}', () => {
  it('answers the seller, their ratings with the average, and their open auctions as cards', async () => {
    const seller = await seed.user({ title: 'antikaci_ahmet' })
    const buyers = [await seed.user({ title: 'alici1' }), await seed.user({ title: 'alici2' })]
    await m.rating(seller.id, buyers[0]!.id, 5, 'Çok memnun kaldım.')
    await m.rating(seller.id, buyers[1]!.id, 4)
    const open = await seed.auction({ seller, name: 'Gümüş çay takımı' })
    await seed.auction({ seller, approved: 0, name: 'Onay bekleyen' })
    await seed.auction({ seller, name: 'Bitmiş', end_time: Date.now() - 1000, closed_at: Date.now() - 1000 })

    const { status, body } = await read(await get(`/api/profil/${seller.slug}`))
    expect(status).toBe(200)
    expect(body.seller).toEqual({
      id: seller.id,
      title: 'antikaci_ahmet',
      slug: seller.slug,
      created_at: expect.any(String),
      rating: 4.5,
      rating_count: 2,
      sold_count: 0,
      identity: { kind: 'bireysel' },
      userrating: [
        { rating: 4, comment: 'Hızlı kargo, teşekkürler.', approved: 1, rated_by_user_title: 'alici2', created_at: expect.any(String) },
        { rating: 5, comment: 'Çok memnun kaldım.', approved: 1, rated_by_user_title: 'alici1', created_at: expect.any(String) },
      ],
    })
    expect(body.auctions).toMatchObject({ current_page: 1, last_page: 1, total: 1 })
    expect(body.auctions.data.map((a: { id: number }) => a.id)).toEqual([open.id])
    expect(body.auctions.data[0]).toMatchObject({ name: 'Gümüş çay takımı', seller: { title: 'antikaci_ahmet', slug: seller.slug } })
    expect(body.server_time.formatted).toEqual(expect.any(String))
    expect(JSON.stringify(body)).not.toContain(seller.email)
  })

  it('answers 404 for an unknown or blocked seller', async () => {
    expect(await read(await get('/api/profil/yok-boyle-biri'))).toEqual({ status: 404, body: { message: tr.sellerProfile.notFound } })
    const blocked = await seed.user({ blocked: true })
    expect(await read(await get(`/api/profil/${blocked.slug}`))).toEqual({ status: 404, body: { message: tr.sellerProfile.notFound } })
  })
})
