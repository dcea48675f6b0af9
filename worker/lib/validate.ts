// The only place a 422 body is built from zod input (STYLE.md "Validation").
// The spec's payloads arrive as JSON or as forms (urlencoded or multipart), so bodies are read by
// their Content-Type and handed to the same schema.
import type { Context } from 'hono'
import type { z, ZodType } from 'zod'
import { ApiError, fromZod } from '#common/errors.ts'
import { tr } from '#common/messages.ts'

const unreadable = () => new ApiError(422, { message: tr.common.invalidRequest })

async function rawBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/json')) {
    const text = await c.req.text()
    if (text.trim() === '') return {}
    try {
      return JSON.parse(text)
    } catch {
      throw unreadable()
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
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
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw unreadable()
  }
}

export function parseWith<T extends ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (!result.success) throw fromZod(result.error)
  return result.data
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Reads the request body (JSON or form) through a shared schema; 422 with field messages on failure. */
export async function readBody<T extends ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const body = await rawBody(c)
  // Every body of the spec is an object: an array, a string or a number is not a request we can read.
  if (!isRecord(body)) throw unreadable()
  return parseWith(schema, body)
}
export const readQuery = <T extends ZodType>(c: Context, schema: T) => parseWith(schema, c.req.query())
export const readParams = <T extends ZodType>(c: Context, schema: T) => parseWith(schema, c.req.param())
