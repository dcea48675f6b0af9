// The API reference cannot drift from the code: GET /api/openapi.json documents every route of the app's
// route table under /api, and nothing that is not one; answers and bodies point at the shared schemas.
import { describe, expect, it } from 'vitest'
import { BidAnswer } from '../../../common/schemas/bids.ts'
import { app } from '../../../worker/app.ts'
import { openApiPaths } from '../../../worker/openapi/document.ts'
import { get } from '../../support/http.ts'

type Doc = {
  openapi: string
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>; requestBody?: unknown; security: unknown[] }>>
  components: { schemas: Record<string, unknown> }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

async function document(): Promise<Doc> {
  const res = await get('/api/openapi.json')
  expect(res.status).toBe(200)
  return (await res.json()) as Doc
}

/** `METHOD /api/path` of every route the app answers under /api (middleware is listed by Hono as ALL). */
function appRoutes(): Set<string> {
  const keys = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .flatMap((r) => openApiPaths(r.path).map(({ path }) => `${r.method} ${path}`))
  return new Set(keys)
}

function documented(doc: Doc): Set<string> {
  const keys = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
  )
  return new Set(keys)
}

describe('GET /api/openapi.json', () => {
  it('documents every route of the API and only routes that exist', async () => {
    const doc = await document()
    expect(doc.openapi).toBe('3.1.0')
    const routes = appRoutes()
    expect(routes.size).toBeGreaterThan(150)
    expect([...routes].filter((k) => !documented(doc).has(k))).toEqual([])
    expect([...documented(doc)].filter((k) => !routes.has(k))).toEqual([])
    // Hono's own syntax (`:id`, `:slug?`, `{.+}`) never leaks into a documented path.
    expect(Object.keys(doc.paths).filter((p) => /[:?]|\{[^}]*[^A-Za-z0-9_}][^}]*\}/.test(p))).toEqual([])
  })

  it('points every answer, body and error at a component that exists', async () => {
    const doc = await document()
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(200)
    const missing = refs.map((r) => r.slice('"#/components/schemas/'.length, -1)).filter((name) => !(name in doc.components.schemas))
    expect(missing).toEqual([])
  })

  it('describes the bid with the shared schema, its form and its guards', async () => {
    const doc = await document()
    const addBid = doc.paths['/api/addBid']!.post!
    expect(addBid.responses['200']!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/BidAnswer')
    expect(addBid.requestBody).toBeDefined()
    expect(Object.keys(addBid.responses).sort()).toEqual(['200', '401', '422'])
    expect(addBid.security).toEqual([{ bearer: [] }, { cookie: [] }])
    // The component is the shared schema's own JSON Schema (zod's), not a copy written by hand.
    const fields = Object.keys((doc.components.schemas.BidAnswer as { properties: object }).properties)
    expect(fields.sort()).toEqual(Object.keys(BidAnswer.shape).sort())
    // An editor's route and a guest's.
    expect(Object.keys(doc.paths['/api/admin/auctions/{id}/approve']!.post!.responses)).toContain('403')
    expect(doc.paths['/api/categories']!.get!.security).toEqual([])
  })
})
