// Console people and money: support tickets (reply, status codes 0–5), members (Turkish-aware search,
// block with a reason that signs them out, unblock, role), orders (search, status 0–10), settings
// (commission rates, cargo prices) and the audit log that records it all.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { buyerStatusLabel } from '../../../common/order-status.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { auditOf, editor, member, ok, postAdmin, putJson, type Signed } from '../../support/admin-seed.ts'
import { call, get, read } from '../../support/http.ts'
import * as ms from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'
import * as sf from '../../support/storefront-seed.ts'

const m = tr.admin
let ed: Signed
beforeAll(async () => {
  ed = await editor({ title: 'Destek Ekibi' })
})
const noticesOf = (userId: number) => seed.db.select().from(schema.notifications).where(eq(schema.notifications.user_id, userId))

describe('support tickets', () => {
  it('lists every member’s tickets by status and finds them by a folded word', async () => {
    const { user } = await member({ title: 'Gülşen' })
    const t = await ms.ticket(user.id, { ticket_title: 'Kargo Ücreti', ticket_body: 'İKİ ürün için neden iki kargo?' })
    const waiting = await ok(get('/api/admin/tickets?status=0', ed.token))
    expect(waiting.tickets.data.map((x: { id: number }) => x.id)).toContain(t.id)
    const found = await ok(get(`/api/admin/tickets?q=${encodeURIComponent('iki urun')}`, ed.token))
    expect(found.tickets.data.map((x: { id: number }) => x.id)).toEqual([t.id])
    expect(found.tickets.data[0]).toMatchObject({
      ticket_status: 0,
      ticket_status_text: 'İşlem bekliyor',
      ticket_user_title: 'Gülşen',
      reply_count: 0,
    })
  })

  it('a staff reply sets “Cevaplandı”, tells the member, and the member sees it as staff', async () => {
    const { user, token } = await member()
    const t = await ms.ticket(user.id, { ticket_title: 'Ödeme' })
    expect(await ok(postAdmin(`/api/admin/tickets/${t.id}/replies`, { ticket_text: 'Ödemeniz alındı.' }, ed.token))).toEqual({
      message: m.ticketReplied,
    })
    const mine = await ok(get('/api/showSupportTickets', token))
    expect(mine.tickets.data[0]).toMatchObject({
      ticket_status: 3,
      support_ticket_replies: [expect.objectContaining({ ticket_reply_body: 'Ödemeniz alındı.', is_staff: true })],
    })
    expect(await noticesOf(user.id)).toEqual([
      expect.objectContaining({ kind: 'ticket_answered', notification_message: m.ticketAnsweredMessage('Ödeme') }),
    ])
    const file = await ok(get(`/api/admin/tickets/${t.id}`, ed.token))
    expect(file.ticket.support_ticket_replies).toHaveLength(1)
    expect((await auditOf('ticket', t.id))[0]).toMatchObject({ action: 'reply', detail: expect.objectContaining({ status: [0, 3] }) })
  })

  it('sets a status code and refuses one outside 0–5', async () => {
    const { user } = await member()
    const t = await ms.ticket(user.id)
    await ok(putJson(`/api/admin/tickets/${t.id}/status`, { ticket_status: 4 }, ed.token))
    expect((await seed.db.query.support_tickets.findFirst({ where: eq(schema.support_tickets.id, t.id) }))!.ticket_status).toBe(4)
    expect((await noticesOf(user.id))[0]).toMatchObject({
      kind: 'ticket_status',
      notification_message: m.ticketStatusMessage(t.ticket_title, 'Çözüldü'),
    })
    const bad = await read(await putJson(`/api/admin/tickets/${t.id}/status`, { ticket_status: 6 }, ed.token))
    expect(bad).toEqual({ status: 422, body: { message: m.ticketStatusFormat, errors: { ticket_status: [m.ticketStatusFormat] } } })
  })
})

describe('members', () => {
  it('finds members with Turkish case and letters folded', async () => {
    const a = await seed.user({ username: `isik_${seed.unique()}`, first_name: 'IŞIL', last_name: 'Çağlar' })
    for (const q of ['ışıl', 'isil caglar', 'IŞIL ÇAĞLAR']) {
      const body = await ok(get(`/api/admin/users?q=${encodeURIComponent(q)}`, ed.token))
      expect(body.users.data.map((u: { id: number }) => u.id)).toEqual([a.id])
    }
    const byId = await ok(get(`/api/admin/users?q=${a.id}`, ed.token))
    expect(byId.users.data[0]).toMatchObject({ id: a.id, role: 'member', blocked_at: null, auction_count: 0 })
  })

  it('blocking with a reason signs the member out at once; unblocking lets them sign in again', async () => {
    const { user, token } = await member()
    expect((await get('/api/user', token)).status).toBe(200)
    const body = await ok(postAdmin(`/api/admin/users/${user.id}/block`, { reason: 'Sahte ilanlar yayınladı.' }, ed.token))
    expect(body).toEqual({ message: m.blocked, revoked_sessions: 1 })
    expect((await get('/api/user', token)).status).toBe(401)
    const sessions = await seed.db
      .select()
      .from(schema.sessions)
      .where(and(eq(schema.sessions.user_id, user.id)))
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true)
    const login = await read(
      await call('POST', '/api/login', JSON.stringify({ username: user.username, password: user.password }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    expect(login).toEqual({ status: 403, body: { message: tr.auth.blocked } })
    const file = await ok(get(`/api/admin/users/${user.id}`, ed.token))
    expect(file.user).toMatchObject({ blocked_reason: 'Sahte ilanlar yayınladı.', open_sessions: 0 })

    await ok(postAdmin(`/api/admin/users/${user.id}/unblock`, {}, ed.token))
    const again = await call('POST', '/api/login', JSON.stringify({ username: user.username, password: user.password }), {
      headers: { 'Content-Type': 'application/json' },
    })
    expect(again.status).toBe(200)
    expect((await auditOf('user', user.id)).map((r) => r.action)).toEqual(['unblock', 'block'])
  })

  it('refuses blocking oneself, an editor, or without a reason', async () => {
    expect(await read(await postAdmin(`/api/admin/users/${ed.user.id}/block`, { reason: 'Deneme amaçlı' }, ed.token))).toEqual({
      status: 409,
      body: { message: m.cannotBlockSelf },
    })
    const other = await editor()
    expect(await read(await postAdmin(`/api/admin/users/${other.user.id}/block`, { reason: 'Deneme amaçlı' }, ed.token))).toEqual({
      status: 409,
      body: { message: m.cannotBlockEditor },
    })
    const { user } = await member()
    expect((await read(await postAdmin(`/api/admin/users/${user.id}/block`, {}, ed.token))).body).toEqual({
      message: m.blockReasonRequired,
      errors: { reason: [m.blockReasonRequired] },
    })
  })

  it('makes a member an editor, who can then use the console; nobody changes their own role', async () => {
    const { user, token } = await member()
    expect((await get('/api/admin/summary', token)).status).toBe(403)
    await ok(putJson(`/api/admin/users/${user.id}/role`, { role: 'editor' }, ed.token))
    expect((await get('/api/admin/summary', token)).status).toBe(200)
    expect((await read(await putJson(`/api/admin/users/${ed.user.id}/role`, { role: 'member' }, ed.token))).body.message).toBe(
      m.cannotChangeOwnRole,
    )
  })
})

async function order(status = 0) {
  const buyer = await seed.user({ username: `alici_${seed.unique()}`, title: 'Can Yılmaz' })
  const seller = await seed.user({ title: 'Şahin Antika' })
  const a = await seed.auction({ seller, name: 'Bakır güğüm' })
  const [o] = await seed.db
    .insert(schema.orders)
    .values({
      buyer_id: buyer.id,
      seller_id: seller.id,
      status,
      items_total_kurus: 150_000,
      total_buyer_kurus: 165_000,
      delivery_contact_name: 'Can Yılmaz',
    })
    .returning()
  await seed.db.insert(schema.order_items).values({
    order_id: o!.id,
    auction_id: a.id,
    name: a.name,
    slug: a.slug,
    item_price_kurus: 150_000,
    item_total_price_buyer_kurus: 165_000,
  })
  return { o: o!, buyer, seller }
}

describe('orders', () => {
  it('finds an order by item name, buyer or number, with its items and lira totals', async () => {
    const { o } = await order()
    for (const q of ['GÜĞÜM', 'sahin antika', String(o.id)]) {
      const body = await ok(get(`/api/admin/orders?q=${encodeURIComponent(q)}`, ed.token))
      expect(body.orders.data.map((x: { id: number }) => x.id)).toContain(o.id)
    }
    const file = await ok(get(`/api/admin/orders/${o.id}`, ed.token))
    expect(file.order).toMatchObject({
      id: o.id,
      status: 0,
      status_text: buyerStatusLabel(0),
      total_buyer: 1650,
      order_item: [expect.objectContaining({ name: 'Bakır güğüm', item_price: 1500 })],
    })
  })

  it('changes the status along the table, tells the buyer, and keeps a cancelled order as it is', async () => {
    const { o, buyer } = await order()
    await ok(putJson(`/api/admin/orders/${o.id}/status`, { status: 1 }, ed.token))
    expect((await seed.db.query.orders.findFirst({ where: eq(schema.orders.id, o.id) }))!.status).toBe(1)
    expect((await noticesOf(buyer.id))[0]).toMatchObject({
      kind: 'order_status',
      notification_message: tr.orders.notify.status(o.id, buyerStatusLabel(1)),
    })
    expect((await auditOf('order', o.id))[0]).toMatchObject({ action: 'status', detail: { status: [0, 1] } })
    // 10 refunds the card: that step stays with the seller.
    const refund = await read(await putJson(`/api/admin/orders/${o.id}/status`, { status: 10 }, ed.token))
    expect(refund).toEqual({ status: 422, body: { message: m.orderRefundStep, errors: { status: [m.orderRefundStep] } } })
    const cancelled = await order()
    await seed.db.update(schema.orders).set({ cancelled_at: Date.now() }).where(eq(schema.orders.id, cancelled.o.id))
    expect(await read(await putJson(`/api/admin/orders/${cancelled.o.id}/status`, { status: 1 }, ed.token))).toEqual({
      status: 409,
      body: { message: m.orderCancelled },
    })
  })
})

describe('settings', () => {
  it('commission rates and cargo prices change what the detail page charges', async () => {
    await sf.cargoChannels()
    await ok(putJson('/api/admin/settings', { commission_rate_buyer: '7,5', commission_rate_seller: 10 }, ed.token))
    await ok(putJson('/api/admin/cargo-channels/mng', { cargo_channel_title: 'MNG Kargo', price: '64,90' }, ed.token))
    expect(await ok(get('/api/admin/settings', ed.token))).toMatchObject({
      commission_rate_buyer: 7.5,
      commission_rate_seller: 10,
      cargo_channels: expect.arrayContaining([expect.objectContaining({ code: 'mng', price: 64.9 })]),
    })
    const a = await seed.auction()
    const detail = await ok(get(`/api/auctions/${a.slug}`))
    expect(detail.commission_rate_buyer_bp).toBe(750)
    expect(detail.cargo_prices).toContainEqual(expect.objectContaining({ cargo_channel_title: 'MNG Kargo', cargo_total_price: 64.9 }))
    expect((await auditOf('setting'))[0]!.detail).toMatchObject({ commission_rate_buyer_bp: [expect.any(Number), 750] })
    expect(await read(await putJson('/api/admin/cargo-channels/yok', { cargo_channel_title: 'X', price: 1 }, ed.token))).toEqual({
      status: 404,
      body: { message: m.cargoNotFound },
    })
  })
})

describe('GET /api/admin/audit', () => {
  it('reads who changed what and when, newest first, filtered by entity, action or editor', async () => {
    const other = await editor({ title: 'İkinci Editör' })
    await ok(postAdmin('/api/admin/brands', { title: `Denetim ${seed.unique()}` }, other.token))
    const body = await ok(get(`/api/admin/audit?entity=brand&user_id=${other.user.id}`, ed.token))
    expect(body.audit.data).toEqual([
      {
        id: expect.any(Number),
        user_id: other.user.id,
        editor_title: 'İkinci Editör',
        action: 'create',
        entity: 'brand',
        entity_id: expect.any(String),
        detail: expect.any(Object),
        created_at: expect.stringMatching(/^\d{4}-/),
      },
    ])
    expect(body.entities).toEqual(expect.arrayContaining(['brand', 'ticket', 'user', 'order']))
    const blocks = await ok(get('/api/admin/audit?action=block', ed.token))
    expect(blocks.audit.data.every((r: { action: string }) => r.action === 'block')).toBe(true)
  })
})
