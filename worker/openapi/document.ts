// The OpenAPI 3.1 document of the API, built from the route table (operations.ts) and the shared zod
// schemas (zod's own toJSONSchema), once per isolate, when it is first asked for. Who may call a route is
// read from the app's own route table (the guards registered on it), so it cannot say otherwise than the
// code. Why at request time: docs/decisions/0011-openapi-from-the-route-table.md.
import { ErrorBody } from '#common/errors.ts'
import type { RouterRoute } from 'hono/types'
import { z, type ZodType } from 'zod'
import { requireEditor, isTraderGuard, requireUser } from '../middleware/auth.ts'
import { editorOnly } from '../routes/admin/guard.ts'
import { OPERATIONS, SCHEMA_MODULES, type Operation } from './operations.ts'

type Access = 'guest' | 'member' | 'editor' | 'internal'
type Json = Record<string, unknown>

const COMPONENT = '#/components/schemas/'

/**
 * `/api/x/:id` → `/api/x/{id}`, with the parameter names. OpenAPI has no optional path parameter, so a
 * Hono route ending in `:name?` is two paths: without the segment and with it.
 */
export function openApiPaths(honoPath: string): { path: string; params: string[] }[] {
  const convert = (p: string) => {
    const params: string[] = []
    const path = p.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, (_, name: string) => {
      params.push(name)
      return `{${name}}`
    })
    return { path, params }
  }
  const optional = honoPath.match(/^(.*)\/:[A-Za-z_][A-Za-z0-9_]*\?$/)
  return optional ? [convert(optional[1]!), convert(honoPath.slice(0, -1))] : [convert(honoPath)]
}

/** The schemas' component names: their export names, with the module's name where two modules share one. */
function schemaNames(): Map<ZodType, string> {
  const seen = new Map<string, number>()
  const all: [string, string, ZodType][] = []
  for (const [module, exports] of Object.entries(SCHEMA_MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue
      all.push([module, name, value])
      seen.set(name, (seen.get(name) ?? 0) + 1)
    }
  }
  const names = new Map<ZodType, string>()
  for (const [module, name, schema] of all) {
    if (!names.has(schema)) names.set(schema, seen.get(name)! > 1 ? `${module}.${name}` : name)
  }
  return names
}

/** Who may call `METHOD path`: from the guards Hono runs for it (route middleware and `use` on its prefix). */
function accessOf(routes: readonly RouterRoute[], method: string, path: string): Access {
  if (path.startsWith('/api/internal/')) return 'internal'
  const covers = (pattern: string) => pattern === path || (pattern.endsWith('/*') && path.startsWith(pattern.slice(0, -1)))
  const guards = routes.filter((r) => (r.method === method || r.method === 'ALL') && covers(r.path))
  const handlers = new Set(guards.map((r) => r.handler))
  if (handlers.has(editorOnly) || handlers.has(requireEditor)) return 'editor'
  if (handlers.has(requireUser) || guards.some((r) => isTraderGuard(r.handler))) return 'member'
  return 'guest'
}

const ref = (name: string) => ({ $ref: COMPONENT + name })
const json = (schema: Json) => ({ 'application/json': { schema } })
const error = (description: string) => ({ description, content: json(ref('ErrorBody')) })

function operation(op: Operation, params: string[], access: Access, name: (s: ZodType) => Json): Json {
  const parameters: Json[] = params.map((p) => ({ name: p, in: 'path', required: true, schema: { type: 'string' } }))
  if (op.query) {
    const query = name(op.query)
    parameters.push({ name: 'query', in: 'query', style: 'form', explode: true, schema: query })
  }
  const responses: Json = {
    '200': op.answer ? { description: 'OK', content: json(name(op.answer)) } : { description: op.other ?? 'OK' },
  }
  if (op.body || op.query || params.length > 0) responses['422'] = error('A field is invalid: a Turkish message naming it, nothing changed.')
  if (access !== 'guest') responses['401'] = error('No valid token: {"message":"Unauthenticated."}')
  if (access === 'editor') responses['403'] = error('The member is not an editor.')
  const body = op.body && {
    required: true,
    content: op.json
      ? json(name(op.body))
      : { ...json(name(op.body)), 'application/x-www-form-urlencoded': { schema: name(op.body) }, 'multipart/form-data': { schema: name(op.body) } },
  }
  const security = access === 'member' || access === 'editor' ? [{ bearer: [] }, { cookie: [] }] : access === 'internal' ? [{ internal: [] }] : []
  return {
    ...(parameters.length > 0 && { parameters }),
    ...(body && { requestBody: body }),
    responses,
    security,
    'x-access': access,
  }
}

function build(routes: readonly RouterRoute[]): Json {
  const names = schemaNames()
  const registry = z.registry<{ id: string }>()
  const name = (schema: ZodType): Json => {
    const id = names.get(schema)
    if (!id) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as Json
    if (!registry.has(schema)) registry.add(schema, { id })
    return ref(id)
  }
  const paths: Record<string, Json> = {}
  for (const [key, op] of Object.entries(OPERATIONS)) {
    const [method, honoPath] = key.split(' ') as [string, string]
    for (const { path, params } of openApiPaths(honoPath)) {
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation(op, params, accessOf(routes, method, honoPath), name) }
    }
  }
  registry.add(ErrorBody, { id: 'ErrorBody' })
  const { schemas } = z.toJSONSchema(registry, { io: 'input', unrepresentable: 'any', reused: 'inline', uri: (id) => COMPONENT + id })
  // A component is addressed by its place in the document; zod's `$id` (the uri above) and `$schema` go.
  for (const schema of Object.values(schemas)) {
    delete (schema as Json).$schema
    delete (schema as Json).$id
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mezat API',
      version: '1',
      description:
        'Every call of the SPA. Prices travel in lira (the server keeps and computes integer kuruş); times are ' +
        '"YYYY-MM-DD HH:mm:ss" in Europe/Istanbul (stored UTC). ' +
        'Errors: {"message", "errors"?: {field: [sentence]}} in Turkish; 422 for invalid input, 401 without a valid token.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        internal: { type: 'http', scheme: 'bearer', description: 'A token signed with INTERNAL_SECRET (common/internal-token.ts): the rooms only.' },
      },
    },
    paths,
  }
}

let cached: Json | undefined
/** The document, built on the first call of an isolate (the table and the schemas do not change while it lives). */
export function openApiDocument(routes: readonly RouterRoute[]): Json {
  return (cached ??= build(routes))
}
