// Support tickets: status labels, 
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import { login } from '../../support/auth.ts'
import { expectFieldRefused, expectUnauthenticated, get, onlyPage, postForm, read } from '../../support/http.ts'
import * as m from '../../support/member-seed.ts'
import * as seed from '../../support/seed.ts'

beforeAll(async () => {
  await m.supportTitles()
})

async function member() {
  const user = await seed.user()
  return { user, token: await login(user) }
}
const ticketsOf = (userId: number) => seed.db.select().from(schema.support_tickets).where(eq(schema.support_tickets.user_id, userId))
const titles = [
  { title: 'Ödeme', slug: 'odeme' },
  { title: 'Üyelik', slug: 'uyelik' },
]

describe('GET /api/showSupportTickets', () => {
  it('refuses a guest with exactly {"message":"Unauthenticated."}', async () => {
    await expectUnauthenticated(await get('/api/showSupportTickets'))
  })

  it("answers the member's tickets, newest first, with replies oldest first and the subjects", async () => {
    const { user, token } = await member()
    const editor = await seed.user({ role: 'editor', title: 'editor_ali' })
    const old = await m.ticket(user.id, {
      ticket_title: 'Üyelik',
      ticket_body: 'Şifremi değiştiremiyorum.',
      created_at: Date.now() - 60_000,
      ticket_status: 3,
    })
    const recent = await m.ticket(user.id, { ticket_title: 'Kargom nerede?', created_at: Date.now(), ticket_status: 9 })
    await m.ticketReply(old.id, editor.id, 'Şifre yenileme bağlantısı gönderdik.', Date.now() - 50_000)
    await m.ticketReply(old.id, user.id, 'Teşekkürler, oldu.', Date.now() - 40_000)
    await m.ticket((await seed.user()).id, { ticket_title: 'Başkasının talebi' })

    const { status, body } = await read(await get('/api/showSupportTickets', token))
    expect(status).toBe(200)
    expect(body).toEqual({
      tickets: onlyPage([
        {
          id: recent.id,
          ticket_title: 'Kargom nerede?',
          ticket_body: recent.ticket_body,
          ticket_user_title: user.title,
          ticket_status: 9,
          ticket_status_text: 'İşlem bekliyor',
          created_at: expect.any(String),
          support_ticket_replies: [],
        },
        {
          id: old.id,
          ticket_title: 'Üyelik',
          ticket_body: 'Şifremi değiştiremiyorum.',
          ticket_user_title: user.title,
          ticket_status: 3,
          ticket_status_text: 'Cevaplandı',
          created_at: expect.any(String),
          support_ticket_replies: [
            {
              id: expect.any(Number),
              ticket_reply_user_title: tr.ticket.staffName,
              ticket_reply_body: 'Şifre yenileme bağlantısı gönderdik.',
              is_staff: true,
              created_at: expect.any(String),
            },
            {
              id: expect.any(Number),
              ticket_reply_user_title: user.title,
              ticket_reply_body: 'Teşekkürler, oldu.',
              is_staff: false,
              created_at: expect.any(String),
            },
          ],
        },
      ]),
      support_titles: titles,
    })
  })

  it.each([
    [0, 'İşlem bekliyor'],
    [1, 'Görüldü'],
    [2, 'İnceleniyor'],
    [3, 'Cevaplandı'],
    [4, 'Çözüldü'],
    [5, 'Çözülemedi'],
  ])('labels status %i as %s', async (status, label) => {
    const { user, token } = await member()
    await m.ticket(user.id, { ticket_status: status })
    expect((await read(await get('/api/showSupportTickets', token))).body.tickets.data[0].ticket_status_text).toBe(label)
  })

  it('pages by 10', async () => {
    const { user, token } = await member()
    for (let i = 0; i < 12; i++) await m.ticket(user.id, { ticket_title: `Talep ${i}`, created_at: Date.now() + i })
    const first = (await read(await get('/api/showSupportTickets', token))).body.tickets
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 12, per_page: 10 })
    expect(first.data).toHaveLength(10)
    const second = (await read(await get('/api/showSupportTickets?page=2', token))).body.tickets
    expect(second.data.map((t: { ticket_title: string }) => t.ticket_title)).toEqual(['Talep 1', 'Talep 0'])
    expect((await read(await get('/api/showSupportTickets?page=abc', token))).body.tickets.current_page).toBe(1)
  })
})

describe('POST /api/addSupportTicket', () => {
  it('refuses a guest', async () => {
    await expectUnauthenticated(await postForm('/api/addSupportTicket', { ticket_title: 'Ödeme', ticket_text: 'x' }))
  })

  it('opens a ticket waiting for the staff', async () => {
    const { user, token } = await member()
    const { status, body } = await read(
      await postForm('/api/addSupportTicket', { ticket_title: 'Ödeme', ticket_text: '  İade ne zaman yapılır?  ' }, token),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ message: tr.ticket.created })
    expect(await ticketsOf(user.id)).toEqual([
      expect.objectContaining({ ticket_title: 'Ödeme', ticket_body: 'İade ne zaman yapılır?', ticket_status: 0 }),
    ])
  })

  it('takes a subject of the member\'s own (the "other" choice)', async () => {
    const { user, token } = await member()
    expect(
      (await postForm('/api/addSupportTicket', { ticket_title: 'Fatura adresim yanlış', ticket_text: 'Düzeltebilir misiniz?' }, token))
        .status,
    ).toBe(200)
    expect((await ticketsOf(user.id))[0]!.ticket_title).toBe('Fatura adresim yanlış')
  })

  it.each([
    ['no subject', { ticket_title: '', ticket_text: 'Merhaba' }, 'ticket_title', tr.ticket.titleRequired],
    ['no text', { ticket_title: 'Ödeme', ticket_text: '   ' }, 'ticket_text', tr.ticket.textRequired],
    ['a subject over 150 characters', { ticket_title: 'x'.repeat(151), ticket_text: 'Merhaba' }, 'ticket_title', tr.ticket.titleTooLong],
    ['a text over 5000 characters', { ticket_title: 'Ödeme', ticket_text: 'x'.repeat(5001) }, 'ticket_text', tr.ticket.textTooLong],
  ])('refuses %s and writes nothing', async (_n, payload, field, message) => {
    const { user, token } = await member()
    await expectFieldRefused(await postForm('/api/addSupportTicket', payload, token), field, message)
    expect(await ticketsOf(user.id)).toHaveLength(0)
  })

  it('opens at most 10 tickets a day', async () => {
    const { user, token } = await member()
    for (let i = 0; i < 10; i++)
      expect((await postForm('/api/addSupportTicket', { ticket_title: 'Ödeme', ticket_text: `Soru ${i}` }, token)).status).toBe(200)
    expect(await read(await postForm('/api/addSupportTicket', { ticket_title: 'Ödeme', ticket_text: 'Bir tane daha' }, token))).toEqual({
      status: 429,
      body: { message: tr.ticket.tooMany },
    })
    expect(await ticketsOf(user.id)).toHaveLength(10)
  })
})

describe('POST /api/addSupportTicketReply', () => {
  it('refuses a guest', async () => {
    await expectUnauthenticated(await postForm('/api/addSupportTicketReply', { ticket_id: 1, ticket_text: 'x' }))
  })

  it('adds the reply, puts the ticket back to "İşlem bekliyor" and answers the message, tickets and subjects', async () => {
    const { user, token } = await member()
    const t = await m.ticket(user.id, { ticket_status: 3 })
    const { status, body } = await read(
      await postForm('/api/addSupportTicketReply', { ticket_id: t.id, ticket_text: 'Hâlâ çözülmedi.' }, token),
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      message: tr.ticket.replied,
      tickets: expect.objectContaining({ current_page: 1, last_page: 1, total: 1, per_page: 10 }),
      support_titles: titles,
    })
    expect(body.tickets.data[0]).toMatchObject({
      id: t.id,
      ticket_status: 0,
      ticket_status_text: 'İşlem bekliyor',
      support_ticket_replies: [{ ticket_reply_user_title: user.title, ticket_reply_body: 'Hâlâ çözülmedi.', is_staff: false }],
    })
  })

  it("refuses an empty reply and another member's ticket, writing nothing", async () => {
    const { user, token } = await member()
    const mine = await m.ticket(user.id)
    const theirs = await m.ticket((await seed.user()).id)
    expect(await read(await postForm('/api/addSupportTicketReply', { ticket_id: mine.id, ticket_text: ' ' }, token))).toEqual({
      status: 422,
      body: { message: tr.ticket.replyRequired, errors: { ticket_text: [tr.ticket.replyRequired] } },
    })
    expect(await read(await postForm('/api/addSupportTicketReply', { ticket_id: theirs.id, ticket_text: 'Merhaba' }, token))).toEqual({
      status: 404,
      body: { message: tr.admin.ticketNotFound },
    })
    expect(await read(await postForm('/api/addSupportTicketReply', { ticket_id: 'abc', ticket_text: 'Merhaba' }, token))).toEqual({
      status: 422,
      body: { message: tr.admin.ticketNotFound, errors: { ticket_id: [tr.admin.ticketNotFound] } },
    })
    const replies = await seed.db.select().from(schema.support_ticket_replies)
    expect(replies.filter((r) => r.ticket_id === mine.id || r.ticket_id === theirs.id)).toHaveLength(0)
  })
})
