// The worker's copy of the rarely changing storefront content (worker/domain/content/content-cache.ts): while
// nothing changed, a read answers one short row from D1; an editor's change shows on the very next read.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../../worker/app.ts'
import type { Env } from '../../../worker/env.ts'
import { editor, ok, postAdmin, putJson, type Signed } from '../../support/admin-seed.ts'
import { countingD1 } from '../../support/d1-counter.ts'
import { ORIGIN } from '../../support/http.ts'
import * as seed from '../../support/seed.ts'
import * as store from '../../support/storefront-seed.ts'

const counter = countingD1(env.DB)
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext

async function read(path: string) {
  counter.reset()
  const res = await app.fetch(new Request(new URL(path, ORIGIN)), { ...(env as unknown as Env), DB: counter.db }, ctx)
  expect(res.status).toBe(200)
  return { body: (await res.json()) as any, trips: counter.counts.trips }
}

let ed: Signed
beforeAll(async () => {
  ed = await editor()
  await seed.footer()
  await seed.contract()
  await store.banner()
  for (let i = 0; i < 5; i++) await seed.category()
  await read('/api/categories') // whatever copy the isolate held, it now holds this file's
  await seed.category() // and this moves the version, so the first test's first read is a fresh one
})

describe('storefront content kept by the worker', () => {
  it('reads one version row while nothing changed, in one round trip, scanning none of the tables', async () => {
    const fresh = await read('/api/categories')
    for (const path of ['/api/categories', '/api/footer', '/api/contracts', '/api/banners/0']) {
      const { trips } = await read(path)
      expect(trips.map((t) => [t.level, t.rows]), path).toEqual([[1, 1]])
      // The version row, once per guarded statement: nothing of the content tables themselves.
      expect(trips[0]!.rowsRead, path).toBeLessThanOrEqual(7)
    }
    expect(fresh.trips[0]!.rowsRead).toBeGreaterThan(7)
  })

  it("shows an editor's change at once, in the same round trip", async () => {
    const before = await read('/api/categories')
    const created = await ok(postAdmin('/api/admin/categories', { title: 'Plaklar' }, ed.token))
    const after = await read('/api/categories')
    expect(after.trips.length).toBe(1)
    expect(after.body.length).toBe(before.body.length + 1)
    await ok(putJson(`/api/admin/categories/${created.id}`, { title: 'Taş Plaklar' }, ed.token))
    expect((await read('/api/categories')).body).toContainEqual(expect.objectContaining({ id: created.id, title: 'Taş Plaklar' }))
  })

  it('follows a change written straight into D1 too (the triggers move the version), but not a banner click', async () => {
    const banner = await store.banner({ banner_placement: 3 })
    expect((await read('/api/banners/3')).body.banners.map((b: any) => b.id)).toEqual([banner.id])
    await store.exec('UPDATE banners SET click_count = click_count + 1 WHERE id = ?', banner.id)
    expect((await read('/api/banners/3')).trips.map((t) => t.rows)).toEqual([1])
    await store.exec('UPDATE banners SET is_active = 0 WHERE id = ?', banner.id)
    expect((await read('/api/banners/3')).body.banners).toEqual([])
  })
})
