// Guest pages of (about, brands, categories, contracts) and the simulated bank's
// pages refusing what they did not issue.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { sealSession } from '../../../worker/adapters/payment/sim-session.ts'
import * as schema from '../../../worker/db/schema/index.ts'
import type { Env } from '../../../worker/env.ts'
import { formPost } from '../../support/checkout-seed.ts'
import { get, read } from '../../support/http.ts'
import { contract, db, footer } from '../../support/seed.ts'

describe('GET /api/about', () => {
  it('answers null content when the company wrote none (the page shows its own text), then the stored text', async () => {
    expect(await read(await get('/api/about'))).toEqual({ status: 200, body: { company_name: null, about_content: null } })
    await footer()
    await db.update(schema.site_info).set({ about_content: '<p>Mezat, Haziran 2021’de kuruldu.</p>' })
    expect(await read(await get('/api/about'))).toEqual({
      status: 200,
      body: { company_name: 'Mezat Test A.Ş.', about_content: '<p>Mezat, Haziran 2021’de kuruldu.</p>' },
    })
  })
})

describe('the guest lists the pages use', () => {
  it('answers brands (title, slug), categories (id, parent, title, slug) and the distance-sales contract without a token', async () => {
    await db.insert(schema.brands).values({ title: 'Çaykur', slug: 'caykur', title_normalized: 'caykur' })
    const brands = await read(await get('/api/brands'))
    expect(brands.status).toBe(200)
    expect(brands.body).toContainEqual(expect.objectContaining({ title: 'Çaykur', slug: 'caykur' }))
    expect((await read(await get('/api/categories'))).status).toBe(200)
    await contract({ title: 'Mesafeli Satış Sözleşmesi', slug: 'mesafeli-satis-sozlesmesi' })
    const c = await read(await get('/api/contracts/mesafeli-satis-sozlesmesi'))
    expect(c.body.contract_data[0]).toMatchObject({ title: 'Mesafeli Satış Sözleşmesi', slug: 'mesafeli-satis-sozlesmesi' })
    expect(c.body.selected_title).toEqual({ title: 'Mesafeli Satış Sözleşmesi', slug: 'mesafeli-satis-sozlesmesi' })
  })
})

describe('the simulated bank’s 3-D Secure page', () => {
  const session = {
    pid: '123456789',
    cid: 'c',
    priceKurus: 100,
    paidKurus: 100,
    installment: 1,
    bin: '552608',
    last4: '0006',
    card: '',
    items: [],
    callbackUrl: 'http://localhost:8787/api/payment/3ds-callback',
    expiresAt: Date.now() + 60_000,
  }

  it('shows the bank, the amount and the masked card for a session it signed', async () => {
    const token = await sealSession(env as unknown as Env, session)
    const res = await formPost('/__sim/3ds/123456789', { token })
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('Akbank')
    expect(html).toContain('5526 08** **** 0006')
    expect(html).toContain(tr.payment.sim.lead)
    expect(html).not.toContain('5526080000000006')
  })

  it('refuses a token it did not sign, or one for another payment', async () => {
    const token = await sealSession(env as unknown as Env, session)
    for (const [path, t] of [
      ['/__sim/3ds/123456789', `${token.split('.')[0]}.${'0'.repeat(64)}`],
      ['/__sim/3ds/987654321', token],
      ['/__sim/3ds/123456789/verify', 'x.y'],
    ]) {
      const res = await formPost(path!, { token: t! })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(tr.payment.sim.invalid)
    }
  })

  it('answers a guest reading a payment with Unauthenticated.', async () => {
    expect(await read(await get('/api/showPayment/1'))).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
  })
})
