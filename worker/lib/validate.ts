// The only place a 422 body is built from zod input (docs/conventions.md "Validation").
// The spec's payloads arrive as JSON or as forms (urlencoded or multipart), so bodies are read by
// their Content-Type and handed to the same schema.
import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import type { z, ZodError, ZodType } from 'zod'
import { ApiError, fromZod } from '#common/errors.ts'
import { tr } from '#common/messages.ts'

const unreadable = () => new ApiError(422, { message: tr.common.invalidRequest })

/**
 * The spec's `json` calls take only application/json: a form or text/plain body can be posted
 * cross-site without a CORS preflight, and the worker also accepts the access_token cookie. The `form`
 * calls take urlencoded or multipart forms, and JSON too (what the SPA sends is its choice).
 */
export type BodyKind = 'json' | 'form'

async function rawBody(c: Context, kind: BodyKind): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  const isJson = /^application\/(.+\+)?json\b/i.test(type)
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')
  if (!isJson && kind === 'json') throw new ApiError(415, { message: tr.common.jsonRequired })
  if (isJson) {
    const text = await c.req.text()
    if (text.trim() === '') return {}
    try {
      return JSON.parse(text)
    } catch {
      throw unreadable()
    }
  }
  if (isForm) {
    try {
      const form = await c.req.formData()
      const out: Record<string, unknown> = {}
      for (const [key, value] of form.entries()) {
        const name = key.endsWith('[]') ? key.slice(0, -2) : key
        if (key.endsWith('[]') || name in out) {
          const prev = out[name]
          out[name] = Array.isArray(prev) ? [...prev, value] : prev === undefined ? [value] : [prev, value]
        } else out[name] = value
      }
      return out
    } catch {
      throw unreadable()
    }
  }
  if ((await c.req.text()).trim() === '') return {}
  throw new ApiError(415, { message: tr.common.unsupportedBody })
}

export function parseWith<T extends ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (!result.success) throw fromZod(result.error)
  return result.data
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Reads the request body (JSON or form) through a shared schema; 422 with field messages on failure. */
export async function readBody<T extends ZodType>(c: Context, schema: T, kind: BodyKind = 'form'): Promise<z.output<T>> {
  const body = await rawBody(c, kind)
  // Every body of the spec is an object; anything else reads as an empty one, so the answer names the
  // fields that are missing (Turkish field sentences) rather than the body's type.
  return parseWith(schema, isRecord(body) ? body : {})
}
/**
 * One field of the body, or undefined when the body or the field is unreadable: for a middleware that must
 * know the lot before the handler validates the whole body (which then answers the 422 itself).
 */
export async function peekBodyField(c: Context, name: string): Promise<unknown> {
  try {
    const body = await rawBody(c, 'form')
    return isRecord(body) ? body[name] : undefined
  } catch {
    return undefined
  }
}

export const readQuery = <T extends ZodType>(c: Context, schema: T) => parseWith(schema, c.req.query())
export const readParams = <T extends ZodType>(c: Context, schema: T) => parseWith(schema, c.req.param())

/**
 * Route-level validation of path parameters (@hono/zod-validator), failing with the same Turkish 422
 * as readParams: put it after the auth middleware (401 first) and read `c.req.valid('param')`.
 * Bodies stay with readBody: the spec's `form` calls accept JSON too, and `json` calls answer 415.
 */
export const validParams = <T extends ZodType>(schema: T) =>
  zValidator('param', schema, (result) => {
    if (!result.success) throw fromZod(result.error as unknown as ZodError)
  })
