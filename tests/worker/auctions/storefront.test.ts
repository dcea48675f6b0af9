// the auction detail, the seller preview and its approval poll, the bid list,
// category listings, today's / upcoming / hot lists, search, banners, videos and carousels.
// Decisions tested here are written down in docs/storefront.md.
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { toWireTime } from '../../../common/time.ts'
import { login } from '../../support/auth.ts'
import { expectUnauthenticated, expectUnknownCategory, get, postForm, read } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import * as sf from '../../support/storefront-seed.ts'

const HOUR = 3_600_000
const serverTime = { formatted: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), timestamp: expect.any(Number) }
const noProperties = Object.fromEntries(
  Array.from({ length: 15 }, (_, i) => [
    [`property_label_${i + 1}`, null],
    [`property_value_${i + 1}`, null],
  ]).flat(),
)
const slugsOf = (body: { auctions: { data: Array<{ slug: string }> } }) => body.auctions.data.map((a) => a.slug)

/** Three category levels with an auction filed under the deepest one. */
type ShownBid = {
  seq: number
  rank: number
  member: unknown
  user_title?: unknown
  bid_amount: number
  total_amount: number
  created_at: string
}
/** A bid as a lot's answers list it (the member's masked name as its title unless told): manual, no receipt asked for, standing. */
const shownBid = (auctionId: number, bid: ShownBid) => ({
  auction_id: auctionId,
  user_title: bid.member,
  ...bid,
  is_auto: false,
  receipt: null,
  withdrawn: null,
})

async function tree() {
  const root = await seed.category({ title: 'Saat' })
  const sub = await seed.category({ title: 'Kol Saati', parent: root })
  const leaf = await seed.category({ title: 'Otomatik', parent: sub })
  return { root, sub, leaf }
}

describe('GET /api/auctions/{slug}', () => {
  it('answers every field of the detail to a guest, with masked bidders and the buyer fee', async () => {
    const { root, sub, leaf } = await tree()
    const seller = await seed.user({ username: 'saatci_mehmet', title: 'Saatçi Mehmet' })
    const ayse = await seed.user({ title: 'ayse_k' })
    const burak = await seed.user({ title: 'Burak' })
    const start = Date.now() - 2 * HOUR
    const end = Date.now() + 5 * HOUR
    const a = await seed.auction({
      seller,
      category: root,
      category_2_id: sub.id,
      category_3_id: leaf.id,
      name: 'Seiko 5 Otomatik',
      title: 'Seiko 5 Otomatik Kol Saati',
      description: '<p>Çalışır <b>durumda</b>.</p>',
      sale_label: 'Fırsat',
      badgetype: 1,
      opening_price_kurus: 0,
      current_price_kurus: 0,
      buynow_price_kurus: 2_500_00,
      start_time: start,
      end_time: end,
      started_at: start,
      shipping_type: 1,
      shipping_payment_by: 1,
    })
    await sf.images(a, 2)
    await sf.properties(a, [
      ['Marka', 'Seiko'],
      ['Durum', 'İkinci el'],
    ])
    const t0 = Date.now() - 60_000
    await sf.bids(a, [
      { user: ayse, lira: 100, at: t0 },
      { user: burak, lira: 25, at: t0 + 1000 },
    ])
    const q = await sf.question(a, ayse, 'Kutusu var mı?', t0 + 2000)
    await sf.answer(q, seller, 'Evet, kutusuyla.', t0 + 3000)
    await sf.rating(seller, ayse, { rating: 5, comment: 'Çok iyi', approved: 1, created_at: t0 })
    await sf.rating(seller, burak, { rating: 4, comment: 'İyi', approved: 0, created_at: t0 + 1 })
    await sf.cargoChannels()
    await sf.setting('commission_rate_buyer_bp', '500')
    const other = await seed.auction({ category: root, name: 'Casio Kol Saati' })

    const { status, body } = await read(await get(`/api/auctions/${a.slug}`))
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.storefront.detailLoaded,
      data: {
        id: a.id,
        name: 'Seiko 5 Otomatik',
        title: 'Seiko 5 Otomatik Kol Saati',
        slug: a.slug,
        description: '<p>Çalışır <b>durumda</b>.</p>',
        category_1_title: 'Saat',
        category_1_slug: root.slug,
        category_2_title: 'Kol Saati',
        category_2_slug: sub.slug,
        category_3_title: 'Otomatik',
        category_3_slug: leaf.slug,
        sale_label: 'Fırsat',
        badgetype: 1,
        type: 0,
        seller: {
          title: 'Saatçi Mehmet',
          slug: seller.slug,
          userrating: [
            { rating: 4, comment: 'İyi', approved: 0, rated_by_user_title: 'B***k', created_at: toWireTime(t0 + 1) },
            { rating: 5, comment: 'Çok iyi', approved: 1, rated_by_user_title: 'a***k', created_at: toWireTime(t0) },
          ],
          average: 4.5,
          // Who sells (docs/law.md "Seller kind"): a member who never said is a private seller.
          identity: { kind: 'bireysel' },
        },
        rating: 4.5,
        opening_price: 0,
        current_price: 125,
        buynow_price: 2500,
        bid_count: 2,
        auction_image: [
          { public_url: `/demo/${a.id}-0.jpg`, thumbnail_url: `/demo/${a.id}-0-thumb.jpg` },
          { public_url: `/demo/${a.id}-1.jpg`, thumbnail_url: `/demo/${a.id}-1-thumb.jpg` },
        ],
        auction_bid: [
          shownBid(a.id, { seq: 2, rank: 1, member: 'B***k', bid_amount: 25, total_amount: 125, created_at: toWireTime(t0 + 1000) }),
          shownBid(a.id, { seq: 1, rank: 2, member: 'a***k', bid_amount: 100, total_amount: 100, created_at: toWireTime(t0) }),
        ],
        auction_question: [
          {
            id: q.id,
            question_from_name: 'a***k',
            question_body: 'Kutusu var mı?',
            created_at: toWireTime(t0 + 2000),
            auction_answer: [{ answer_from_name: 'Saatçi Mehmet', answer_body: 'Evet, kutusuyla.', created_at: toWireTime(t0 + 3000) }],
          },
        ],
        start_time: toWireTime(start),
        end_time: toWireTime(end),
        started_at: toWireTime(start),
        closed_at: null,
        cayma_exception: null,
        service_extended_at: null,
        pre_bids: false,
        reserve_met: null,
        approved: 2,
        approval_status_text: 'Onaylandı',
        shipping_type: 1,
        shipping_payment_by: 1,
        rejection_reason: null,
        estimate: null,
        condition: null,
        ...noProperties,
        property_label_1: 'Marka',
        property_value_1: 'Seiko',
        property_label_2: 'Durum',
        property_value_2: 'İkinci el',
      },
      b: false,
      c: false,
      bgcolor: '#f1f5f9',
      category_auctions: [expect.objectContaining({ id: other.id, slug: other.slug, name: 'Casio Kol Saati' })],
      cargo_prices: [
        { cargo_channel_code: 'yurtici', cargo_channel_title: 'Yurtiçi Kargo', cargo_total_price: 89.9 },
        { cargo_channel_code: 'mng', cargo_channel_title: 'MNG Kargo', cargo_total_price: 79.5 },
      ],
      user_watchlist: [],
      watch_list: false,
      in_cart: false,
      outcome: null,
      // The closed page's winner and sale, the cart's pay-by time, the verification to do.
      won: false,
      sold_via: null,
      pay_before: null,
      verify_needed: null,
      commission_rate_buyer_bp: 500,
      server_time: serverTime,
    })
  })

  it("tells the highest bidder 'c', names their own bids 'Siz' and answers their watch list and cart", async () => {
    const bidder = await seed.user()
    const rival = await seed.user({ title: 'rakip' })
    const a = await seed.auction()
    const watched = await seed.auction({ name: 'Takipteki Plak' })
    await sf.bids(a, [
      { user: rival, lira: 10 },
      { user: bidder, lira: 20 },
    ])
    await sf.watch(bidder, a)
    await sf.watch(bidder, watched)
    await sf.cartItem(bidder, a)
    const { status, body } = await read(await get(`/api/auctions/${a.slug}`, await login(bidder)))
    expect(status).toBe(200)
    expect(body).toMatchObject({ b: false, c: true, watch_list: true, in_cart: true })
    expect(body.data.auction_bid.map((x: { member: string }) => x.member)).toEqual(['Siz', 'r***p'])
    expect(body.user_watchlist.map((x: { slug: string }) => x.slug).sort()).toEqual([a.slug, watched.slug].sort())
    expect(body.user_watchlist[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      title: expect.any(String),
      slug: expect.any(String),
      public_url: null,
      thumbnail_url: null,
      seller: { title: expect.any(String), slug: expect.any(String), rating: null },
      rating: null,
      sale_label: null,
      badgetype: 0,
      type: 0,
      opening_price: 100,
      current_price: expect.any(Number),
      buynow_price: 1000,
      bid_count: expect.any(Number),
      start_time: expect.any(String),
      end_time: expect.any(String),
      started_at: null,
      closed_at: null,
    })
  })

  it("flags the seller with 'b' and answers 'Teklif Yok' data: no bids, price at opening", async () => {
    const seller = await seed.user()
    const a = await seed.auction({ seller })
    const { body } = await read(await get(`/api/auctions/${a.slug}`, await login(seller)))
    expect(body).toMatchObject({ b: true, c: false, data: { bid_count: 0, auction_bid: [], current_price: 100, opening_price: 100 } })
  })

  it('hides waiting and rejected auctions from guests and other members, but not from their seller or an editor', async () => {
    const seller = await seed.user()
    const editor = await seed.user({ role: 'editor' })
    const stranger = await seed.user()
    const waiting = await seed.auction({ seller, approved: 0 })
    const rejected = await seed.auction({ seller, approved: 1, rejection_reason: 'Fotoğraflar yetersiz' })
    for (const a of [waiting, rejected]) {
      for (const auth of [undefined, await login(stranger)]) {
        const { status, body } = await read(await get(`/api/auctions/${a.slug}`, auth))
        expect(status).toBe(404)
        expect(body).toEqual({ message: tr.storefront.auctionNotFound })
      }
    }
    const own = await read(await get(`/api/auctions/${waiting.slug}`, await login(seller)))
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ approved: 0, approval_status_text: 'Onay bekliyor' })
    const ed = await read(await get(`/api/auctions/${rejected.slug}`, await login(editor)))
    expect(ed.status).toBe(200)
    expect(ed.body.data).toMatchObject({ approved: 1, approval_status_text: 'Reddedildi' })
  })

  it("answers 404 'Aradığınız mezat bulunamadı' for an unknown slug", async () => {
    const { status, body } = await read(await get('/api/auctions/boyle-bir-mezat-yok'))
    expect(status).toBe(404)
    expect(body).toEqual({ message: tr.storefront.auctionNotFound })
  })

  it('leaves out closed auctions and the auction itself from the same-category row', async () => {
    const cat = await seed.category()
    const a = await seed.auction({ category: cat })
    const open = await seed.auction({ category: cat })
    await seed.auction({ category: cat, closed_at: Date.now() - HOUR, end_time: Date.now() - HOUR })
    await seed.auction({ category: cat, approved: 0 })
    const { body } = await read(await get(`/api/auctions/${a.slug}`))
    expect(body.category_auctions.map((x: { slug: string }) => x.slug)).toEqual([open.slug])
  })
})

describe('GET /api/previewauction/{slug}', () => {
  it('shows the seller their waiting auction with the approval message and cargo prices', async () => {
    const seller = await seed.user()
    const a = await seed.auction({ seller, approved: 0, approved_at: null })
    await sf.images(a, 1)
    await sf.cargoChannels()
    await sf.setting('commission_rate_buyer_bp', '250')
    const { status, body } = await read(await get(`/api/previewauction/${a.slug}`, await login(seller)))
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.storefront.previewMessage[0],
      data: expect.objectContaining({
        id: a.id,
        slug: a.slug,
        approved: 0,
        approval_status_text: 'Onay bekliyor',
        rejection_reason: null,
        auction_image: [{ public_url: `/demo/${a.id}-0.jpg`, thumbnail_url: `/demo/${a.id}-0-thumb.jpg` }],
        auction_bid: [],
        auction_question: [],
      }),
      cargo_prices: [
        { cargo_channel_code: 'yurtici', cargo_channel_title: 'Yurtiçi Kargo', cargo_total_price: 89.9 },
        { cargo_channel_code: 'mng', cargo_channel_title: 'MNG Kargo', cargo_total_price: 79.5 },
      ],
      commission_rate_buyer_bp: 250,
      server_time: serverTime,
    })
  })

  it('shows the rejection reason of a rejected auction, and lets an editor look', async () => {
    const seller = await seed.user()
    const editor = await seed.user({ role: 'editor' })
    const a = await seed.auction({ seller, approved: 1, rejection_reason: 'Kategori yanlış' })
    for (const who of [seller, editor]) {
      const { status, body } = await read(await get(`/api/previewauction/${a.slug}`, await login(who)))
      expect(status).toBe(200)
      expect(body.message).toBe(tr.storefront.previewMessage[1])
      expect(body.data.rejection_reason).toBe('Kategori yanlış')
    }
  })

  it('refuses guests with 401 and answers 404 to other members', async () => {
    const a = await seed.auction({ approved: 0 })
    await expectUnauthenticated(await get(`/api/previewauction/${a.slug}`))
    const { status, body } = await read(await get(`/api/previewauction/${a.slug}`, await login(await seed.user())))
    expect(status).toBe(404)
    expect(body).toEqual({ message: tr.storefront.auctionNotFound })
  })
})

describe('GET /api/check-approval-status/{id}', () => {
  it("answers 'waiting', 'approved', and 'rejected' with the reason", async () => {
    const seller = await seed.user()
    const token = await login(seller)
    const waiting = await seed.auction({ seller, approved: 0 })
    const approved = await seed.auction({ seller, approved: 2 })
    const rejected = await seed.auction({ seller, approved: 1, rejection_reason: 'Eksik bilgi' })
    expect(await read(await get(`/api/check-approval-status/${waiting.id}`, token))).toEqual({ status: 200, body: { status: 'waiting' } })
    expect(await read(await get(`/api/check-approval-status/${approved.id}`, token))).toEqual({ status: 200, body: { status: 'approved' } })
    expect(await read(await get(`/api/check-approval-status/${rejected.id}`, token))).toEqual({
      status: 200,
      body: { status: 'rejected', reason: 'Eksik bilgi' },
    })
  })

  it("refuses guests, hides other members' auctions and refuses a malformed id", async () => {
    const a = await seed.auction({ approved: 0 })
    await expectUnauthenticated(await get(`/api/check-approval-status/${a.id}`))
    const token = await login(await seed.user())
    expect(await read(await get(`/api/check-approval-status/${a.id}`, token))).toEqual({
      status: 404,
      body: { message: tr.storefront.auctionNotFound },
    })
    expect(await read(await get('/api/check-approval-status/abc', token))).toEqual({
      status: 422,
      body: { message: tr.storefront.idInvalid, errors: { id: [tr.storefront.idInvalid] } },
    })
  })
})

describe('GET /api/bids/{auctionId}', () => {
  it('answers an empty list when nobody has bid', async () => {
    const a = await seed.auction()
    expect(await read(await get(`/api/bids/${a.id}`))).toEqual({
      status: 200,
      body: { data: [], current_page: 1, last_page: 1, per_page: 200, total: 0 },
    })
  })

  it('lists bids newest first with rank, masked member, bid, offer and time; the viewer sees their own as Siz', async () => {
    const me = await seed.user()
    const other = await seed.user({ title: 'Zeynep' })
    const a = await seed.auction()
    const t0 = Date.now() - 10_000
    await sf.bids(a, [
      { user: other, lira: 5, at: t0 },
      { user: me, lira: 10, at: t0 + 1000 },
      { user: other, lira: 1, at: t0 + 2000 },
    ])
    const guest = await read(await get(`/api/bids/${a.id}`))
    expect(guest).toEqual({
      status: 200,
      body: {
        current_page: 1,
        last_page: 1,
        per_page: 200,
        total: 3,
        data: [
          shownBid(a.id, { seq: 3, rank: 1, member: 'Z***p', bid_amount: 1, total_amount: 116, created_at: toWireTime(t0 + 2000) }),
          shownBid(a.id, {
            seq: 2,
            rank: 2,
            member: expect.stringMatching(/^u\*\*\*.$/),
            user_title: expect.any(String),
            bid_amount: 10,
            total_amount: 115,
            created_at: toWireTime(t0 + 1000),
          }),
          shownBid(a.id, { seq: 1, rank: 3, member: 'Z***p', bid_amount: 5, total_amount: 105, created_at: toWireTime(t0) }),
        ],
      },
    })
    const mine = await read(await get(`/api/bids/${a.id}`, await login(me)))
    expect(mine.body.data.map((b: { member: string }) => b.member)).toEqual(['Z***p', 'Siz', 'Z***p'])
  })

  it('pages the whole ledger: ?page=2 continues after the first 200, ranks go on, past the end is empty', async () => {
    const bidder = await seed.user({ title: 'Zeynep' })
    const a = await seed.auction()
    const t0 = Date.now() - 1_000_000
    for (let i = 0; i < 205; i += 10)
      // D1 binds at most 100 parameters a statement
      await sf.bids(
        { ...a, last_seq: i, current_price_kurus: a.current_price_kurus + i * 100 },
        Array.from({ length: Math.min(10, 205 - i) }, (_, k) => ({ user: bidder, lira: 1, at: t0 + i + k })),
      )
    const first = await read(await get(`/api/bids/${a.id}`))
    expect(first.body).toMatchObject({ current_page: 1, last_page: 2, per_page: 200, total: 205 })
    expect(first.body.data).toHaveLength(200)
    expect(first.body.data[0]).toMatchObject({ seq: 205, rank: 1 })
    const second = await read(await get(`/api/bids/${a.id}?page=2`))
    expect(second.body).toMatchObject({ current_page: 2, last_page: 2, total: 205 })
    expect(second.body.data.map((b: { seq: number; rank: number }) => [b.seq, b.rank])).toEqual([
      [5, 201],
      [4, 202],
      [3, 203],
      [2, 204],
      [1, 205],
    ])
    expect((await read(await get(`/api/bids/${a.id}?page=9`))).body).toMatchObject({ data: [], current_page: 9, last_page: 2 })
  })

  it('answers 404 for unknown and unpublished auctions and 422 for a malformed id', async () => {
    const hidden = await seed.auction({ approved: 0 })
    expect(await read(await get(`/api/bids/${hidden.id}`))).toEqual({ status: 404, body: { message: tr.storefront.auctionNotFound } })
    const owner = await seed.user()
    const waiting = await seed.auction({ approved: 0, seller: owner })
    expect((await get(`/api/bids/${waiting.id}`, await login(owner))).status).toBe(200) // its seller may look
    expect(await read(await get('/api/bids/999999'))).toEqual({ status: 404, body: { message: tr.storefront.auctionNotFound } })
    expect((await get('/api/bids/-3')).status).toBe(422)
  })
})

describe('GET /api/auctions (listings)', () => {
  it('keeps the home answer: open auctions, running first, no category keys', async () => {
    const running = await seed.auction({ end_time: Date.now() + HOUR })
    const upcoming = await seed.auction({ start_time: Date.now() + HOUR, end_time: Date.now() + 5 * HOUR })
    const { status, body } = await read(await get('/api/auctions'))
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['auctions', 'server_time'])
    const slugs = slugsOf(body)
    expect(slugs.indexOf(running.slug)).toBeGreaterThan(-1)
    expect(slugs.indexOf(running.slug)).toBeLessThan(slugs.indexOf(upcoming.slug))
    expect(body.auctions).toMatchObject({ current_page: 1, per_page: 20 })
  })

  it('lists a category at any of its three levels, with its breadcrumb and sub-categories', async () => {
    const { root, sub, leaf } = await tree()
    const other = await seed.category({ title: 'Plak' })
    const inLeaf = await seed.auction({ category: root, category_2_id: sub.id, category_3_id: leaf.id })
    const inRoot = await seed.auction({ category: root })
    await seed.auction({ category: other })

    const top = await read(await get(`/api/auctions?category=${root.slug}`))
    expect(top.status).toBe(200)
    expect(slugsOf(top.body).sort()).toEqual([inLeaf.slug, inRoot.slug].sort())
    expect(top.body.category).toEqual({ id: root.id, title: 'Saat', slug: root.slug, level: 1, parent: 0 })
    expect(top.body.breadcrumb).toEqual([{ id: root.id, title: 'Saat', slug: root.slug, level: 1, parent: 0 }])
    expect(top.body.categories).toEqual([{ id: sub.id, title: 'Kol Saati', slug: sub.slug, level: 2, parent: root.id }])

    const deep = await read(await get(`/api/auctions?category=${leaf.slug}`))
    expect(slugsOf(deep.body)).toEqual([inLeaf.slug])
    expect(deep.body.breadcrumb.map((c: { slug: string }) => c.slug)).toEqual([root.slug, sub.slug, leaf.slug])
    expect(deep.body.categories).toEqual([])
  })

  it('lists past auctions of a category, latest ended first, with type=past', async () => {
    const cat = await seed.category()
    const older = await seed.auction({
      category: cat,
      start_time: Date.now() - 9 * HOUR,
      end_time: Date.now() - 5 * HOUR,
      closed_at: Date.now() - 5 * HOUR,
    })
    const newer = await seed.auction({
      category: cat,
      start_time: Date.now() - 9 * HOUR,
      end_time: Date.now() - HOUR,
      closed_at: Date.now() - HOUR,
    })
    await seed.auction({ category: cat })
    const { body } = await read(await get(`/api/auctions?category=${cat.slug}&type=past`))
    expect(slugsOf(body)).toEqual([newer.slug, older.slug])
  })

  it('narrows a category listing with q, folding Turkish letters', async () => {
    const cat = await seed.category()
    const hit = await seed.auction({ category: cat, name: 'Gümüş Çay Tabağı' })
    await seed.auction({ category: cat, name: 'Bakır Cezve' })
    const { body } = await read(await get(`/api/auctions?category=${cat.slug}&q=gumus`))
    expect(slugsOf(body)).toEqual([hit.slug])
    expect(body.q).toBe('gumus')
  })

  it('lists past auctions of all categories with type=past, in the listing shape without category keys', async () => {
    const ended = await seed.auction({
      name: 'Eski Gramofon İğnesi',
      start_time: Date.now() - 9 * HOUR,
      end_time: Date.now() - 10 * 60_000,
      closed_at: Date.now() - 10 * 60_000,
    })
    const { status, body } = await read(await get('/api/auctions?type=past'))
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['auctions', 'server_time'])
    expect(slugsOf(body)[0]).toBe(ended.slug)
  })

  it('answers 404 with a Turkish sentence for an unknown category', async () => {
    await expectUnknownCategory('/api/auctions?category=yok-boyle')
  })
})

describe('GET /api/showdaily, /api/shownext, /api/showhot', () => {
  it('showdaily lists running auctions ending within 24 hours, soonest first', async () => {
    const cat = await seed.category()
    const later = await seed.auction({ category: cat, end_time: Date.now() + 20 * HOUR })
    const soon = await seed.auction({ category: cat, end_time: Date.now() + HOUR })
    await seed.auction({ category: cat, end_time: Date.now() + 30 * HOUR })
    await seed.auction({ category: cat, start_time: Date.now() + HOUR, end_time: Date.now() + 3 * HOUR })
    const { status, body } = await read(await get(`/api/showdaily?category=${cat.slug}`))
    expect(status).toBe(200)
    expect(slugsOf(body)).toEqual([soon.slug, later.slug])
    expect(body.category.slug).toBe(cat.slug)
  })

  it('shownext lists auctions that have not started, soonest start first', async () => {
    const cat = await seed.category()
    const second = await seed.auction({ category: cat, start_time: Date.now() + 5 * HOUR, end_time: Date.now() + 9 * HOUR })
    const first = await seed.auction({ category: cat, start_time: Date.now() + HOUR, end_time: Date.now() + 9 * HOUR })
    await seed.auction({ category: cat })
    const { body } = await read(await get(`/api/shownext?category=${cat.slug}`))
    expect(slugsOf(body)).toEqual([first.slug, second.slug])
  })

  it('showhot lists running auctions by price against buy-now, lowest first', async () => {
    const cat = await seed.category()
    const half = await seed.auction({ category: cat, current_price_kurus: 500_00, buynow_price_kurus: 1_000_00 })
    const tenth = await seed.auction({ category: cat, current_price_kurus: 100_00, buynow_price_kurus: 1_000_00 })
    const noBuyNow = await seed.auction({ category: cat, buynow_price_kurus: 0 })
    await seed.auction({ category: cat, start_time: Date.now() + HOUR, end_time: Date.now() + 3 * HOUR })
    const { body } = await read(await get(`/api/showhot?category=${cat.slug}`))
    expect(slugsOf(body)).toEqual([tenth.slug, half.slug, noBuyNow.slug])
  })

  it('answers 404 for an unknown category segment', async () => {
    await expectUnknownCategory('/api/showhot?category=olmayan')
  })
})

describe('GET /api/search', () => {
  it("finds Turkish words typed without their marks: 'cicek' → Çiçek, 'gumusluk' → Gümüşlük, İstanbul = istanbul", async () => {
    const cicek = await seed.auction({ name: 'Çiçek Desenli Vazo' })
    const gumus = await seed.auction({ name: 'Gümüşlük Yüzüğü' })
    const ist = await seed.auction({ name: 'Eski İstanbul Kartpostalı' })
    const isik = await seed.auction({ name: 'IŞIKLI Masa Lambası' })
    expect(slugsOf((await read(await get('/api/search?q=cicek'))).body)).toEqual([cicek.slug])
    expect(slugsOf((await read(await get('/api/search?q=gumusluk'))).body)).toEqual([gumus.slug])
    for (const q of ['İstanbul', 'istanbul', 'ISTANBUL', 'İSTANBUL'])
      expect(slugsOf((await read(await get(`/api/search?q=${encodeURIComponent(q)}`))).body)).toEqual([ist.slug])
    for (const q of ['ışıklı', 'isikli', 'Işık'])
      expect(slugsOf((await read(await get(`/api/search?q=${encodeURIComponent(q)}`))).body)).toEqual([isik.slug])
  })

  it('answers the listing shape with q, open auctions before ended ones', async () => {
    const ended = await seed.auction({
      name: 'Pirinç Şamdan',
      end_time: Date.now() - HOUR,
      closed_at: Date.now() - HOUR,
      start_time: Date.now() - 5 * HOUR,
    })
    const open = await seed.auction({ name: 'Pirinç Şamdan Çifti' })
    const { status, body } = await read(await get('/api/search?q=samdan'))
    expect(status).toBe(200)
    expect(body).toEqual({
      auctions: {
        data: [expect.objectContaining({ slug: open.slug }), expect.objectContaining({ slug: ended.slug })],
        current_page: 1,
        last_page: 1,
        total: 2,
        per_page: 20,
      },
      server_time: serverTime,
      q: 'samdan',
    })
  })

  it('needs every word, and falls back to any word (most matches first) when no auction has them all', async () => {
    const both = await seed.auction({ name: 'Kristal Şekerlik Takımı' })
    const one = await seed.auction({ name: 'Kristal Sürahi' })
    const other = await seed.auction({ name: 'Ceviz Sandık' })
    expect(slugsOf((await read(await get('/api/search?q=kristal%20sekerlik'))).body)).toEqual([both.slug])
    const any = slugsOf((await read(await get('/api/search?q=sekerlik%20kristal%20sandik'))).body)
    expect(any[0]).toBe(both.slug)
    expect(any.slice(1).sort()).toEqual([one.slug, other.slug].sort())
  })

  it('leaves out unpublished auctions', async () => {
    await seed.auction({ name: 'Gizli Daktilo', approved: 0 })
    expect((await read(await get('/api/search?q=daktilo'))).body.auctions.total).toBe(0)
  })

  it('refuses a missing, 1-character or 256-character q with the catalogue sentences', async () => {
    expect(await read(await get('/api/search'))).toEqual({
      status: 422,
      body: { message: tr.search.required, errors: { q: [tr.search.required] } },
    })
    expect(await read(await get('/api/search?q=a'))).toEqual({
      status: 422,
      body: { message: tr.search.min, errors: { q: [tr.search.min] } },
    })
    expect(await read(await get(`/api/search?q=${'a'.repeat(256)}`))).toEqual({
      status: 422,
      body: { message: tr.search.max, errors: { q: [tr.search.max] } },
    })
  })
})

describe('GET /api/banners/{placement}[/{slug}] and POST /api/bannerclick', () => {
  it('answers the active general banners of a placement in order', async () => {
    const second = await sf.banner({
      banner_placement: 0,
      sort_order: 2,
      banner_title: 'İkinci',
      banner_link: '/firsatlar',
      banner_bgcolor: '#123456',
    })
    const first = await sf.banner({
      banner_placement: 0,
      sort_order: 1,
      banner_title: 'Birinci',
      banner_image_mobile: '/demo/m.jpg',
      banner_target: '_blank',
    })
    await sf.banner({ banner_placement: 0, is_active: false })
    await sf.banner({ banner_placement: 0, sort_order: 3, banner_image: '' }) // written outside the console: no picture, not shown
    await sf.banner({ banner_placement: 1 })
    const { status, body } = await read(await get('/api/banners/0'))
    expect(status).toBe(200)
    expect(body).toEqual({
      banners: [
        {
          id: first.id,
          banner_placement: 0,
          banner_bgcolor: null,
          banner_link: null,
          banner_title: 'Birinci',
          banner_target: '_blank',
          banner_image: '/demo/banner.jpg',
          banner_image_mobile: '/demo/m.jpg',
        },
        {
          id: second.id,
          banner_placement: 0,
          banner_bgcolor: '#123456',
          banner_link: '/firsatlar',
          banner_title: 'İkinci',
          banner_target: '_self',
          banner_image: '/demo/banner.jpg',
          banner_image_mobile: null,
        },
      ],
    })
  })

  it("answers a category's banners, else its nearest ancestor's, else the general ones", async () => {
    const { root, sub, leaf } = await tree()
    const general = await sf.banner({ banner_placement: 3 })
    const rootBanner = await sf.banner({ banner_placement: 3, category_id: root.id })
    const ids = async (path: string) => (await read(await get(path))).body.banners.map((b: { id: number }) => b.id)
    expect(await ids(`/api/banners/3/${leaf.slug}`)).toEqual([rootBanner.id])
    const subBanner = await sf.banner({ banner_placement: 3, category_id: sub.id })
    expect(await ids(`/api/banners/3/${leaf.slug}`)).toEqual([subBanner.id])
    expect(await ids('/api/banners/3/bilinmeyen-kategori')).toEqual([general.id])
    expect(await ids('/api/banners/3')).toEqual([general.id])
  })

  it('refuses a placement that is not a number with a Turkish 422', async () => {
    expect(await read(await get('/api/banners/ust'))).toEqual({
      status: 422,
      body: { message: tr.storefront.bannerNotFound, errors: { placement: [tr.storefront.bannerNotFound] } },
    })
  })

  it('counts a click on a banner', async () => {
    const b = await sf.banner()
    expect(await read(await postForm('/api/bannerclick', { banner_id: b.id }))).toEqual({
      status: 200,
      body: { message: tr.storefront.bannerClicked },
    })
    await postForm('/api/bannerclick', { banner_id: b.id })
    expect(await sf.bannerClicks(b.id)).toBe(2)
  })

  it('refuses an unknown or inactive banner and counts nothing', async () => {
    const off = await sf.banner({ is_active: false })
    expect(await read(await postForm('/api/bannerclick', { banner_id: off.id }))).toEqual({
      status: 404,
      body: { message: tr.storefront.bannerNotFound },
    })
    expect(await read(await postForm('/api/bannerclick', { banner_id: 'x' }))).toEqual({
      status: 422,
      body: { message: tr.storefront.bannerNotFound, errors: { banner_id: [tr.storefront.bannerNotFound] } },
    })
    expect(await sf.bannerClicks(off.id)).toBe(0)
  })
})

describe('GET /api/videos/{slug} and /api/carousels/{slug}', () => {
  it('answers the video items in order, with the card of an item tied to an auction', async () => {
    const a = await seed.auction({ name: 'Canlı Yayın Ürünü' })
    const { video } = await sf.video('anasayfa', [
      {
        video_title: 'Tanıtım',
        video_url: 'https://www.youtube.com/embed/abc',
        video_bgcolor: '#000000',
        video_image: '/demo/v.jpg',
        video_image_link: '/firsatlar',
        auction_id: a.id,
      },
      { video_title: 'İkinci' },
    ])
    const { status, body } = await read(await get('/api/videos/anasayfa'))
    expect(status).toBe(200)
    expect(body).toEqual({
      id: video.id,
      video_data: [
        {
          id: expect.any(Number),
          video_url: 'https://www.youtube.com/embed/abc',
          video_bgcolor: '#000000',
          video_image: '/demo/v.jpg',
          video_image_mobile: null,
          video_image_link: '/firsatlar',
          video_title: 'Tanıtım',
          auction: expect.objectContaining({ id: a.id, slug: a.slug, name: 'Canlı Yayın Ürünü' }),
        },
        {
          id: expect.any(Number),
          video_url: null,
          video_bgcolor: null,
          video_image: null,
          video_image_mobile: null,
          video_image_link: null,
          video_title: 'İkinci',
          auction: null,
        },
      ],
      server_time: serverTime,
    })
  })

  it('answers the carousel items of anasayfa in order', async () => {
    await sf.carousel('anasayfa', [
      { image_path: '/demo/c2.jpg', sort_order: 2, link_url: '/kategori/saat', title: 'Saatler' },
      { image_path: 'uploads/c1.jpg', sort_order: 1, link_target: '_blank' },
    ])
    expect(await read(await get('/api/carousels/anasayfa'))).toEqual({
      status: 200,
      body: {
        carousel_item: [
          { public_url: '/media/uploads/c1.jpg', image_path: 'uploads/c1.jpg', link_url: null, link_target: '_blank', title: null },
          { public_url: '/demo/c2.jpg', image_path: '/demo/c2.jpg', link_url: '/kategori/saat', link_target: '_self', title: 'Saatler' },
        ],
      },
    })
  })

  it('answers 404 with Turkish sentences for unknown slugs', async () => {
    expect(await read(await get('/api/videos/yok'))).toEqual({ status: 404, body: { message: tr.storefront.videoNotFound } })
    expect(await read(await get('/api/carousels/yok'))).toEqual({ status: 404, body: { message: tr.storefront.carouselNotFound } })
  })
})
