// Editor console tests: an editor and a member signed in through the real login, calls with JSON, the
// audit rows a change left, and an uploaded image (POST /api/admin/uploads) to point content at.
import { count, desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import * as schema from '../../worker/db/schema/index.ts'
import { login } from './auth.ts'
import { call, read } from './http.ts'
import { pngBytes } from './member-seed.ts'
import * as seed from './seed.ts'

export type Signed = { user: seed.SeededUser; token: string }

export async function editor(over: Parameters<typeof seed.user>[0] = {}): Promise<Signed> {
  const user = await seed.user({ role: 'editor', username: `editor_${seed.unique()}`, ...over })
  return { user, token: await login(user) }
}

export async function member(over: Parameters<typeof seed.user>[0] = {}): Promise<Signed> {
  const user = await seed.user(over)
  return { user, token: await login(user) }
}

const json = (method: string) => (path: string, body: unknown, auth?: string) =>
  call(method, path, JSON.stringify(body), { auth, headers: { 'Content-Type': 'application/json' } })
export const putJson = json('PUT')
export const postAdmin = json('POST')
export const del = (path: string, auth?: string) => call('DELETE', path, null, { auth })

/** The answer of a call that must succeed (200 or 201). */
export async function ok(res: Response | Promise<Response>) {
  const { status, body } = await read(await res)
  expect([200, 201], `${status} ${JSON.stringify(body)}`).toContain(status)
  return body
}

/** The audit rows of one entity, newest first. */
export const auditOf = (entity: string, entityId?: string | number) =>
  seed.db
    .select()
    .from(schema.audit_log)
    .where(entityId === undefined ? eq(schema.audit_log.entity, entity) : eq(schema.audit_log.entity_id, String(entityId)))
    .orderBy(desc(schema.audit_log.id))
    .then((rows) => rows.filter((r) => r.entity === entity))

export async function auditCount() {
  const [row] = await seed.db.select({ n: count() }).from(schema.audit_log)
  return row!.n
}

/** Uploads a small PNG through the console and answers its key. */
export async function uploadImage(token: string, bytes = pngBytes(1200, 400)) {
  const form = new FormData()
  form.set('file', new File([bytes], 'afis.png', { type: 'image/png' }))
  const body = await ok(call('POST', '/api/admin/uploads', form, { auth: token }))
  return body.key as string
}
