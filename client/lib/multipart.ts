// Calls that carry files (a console image upload, a notice or an objection with its evidence) go as
// multipart: api.ts sends JSON and forms only, so these build their FormData and send it here, with the
// same bearer and the same error body as api.ts.
import { COOKIES } from '#common/constants.ts'
import { ErrorBody } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { z } from 'zod'
import { ApiRequestError } from './api.ts'
import { readCookie } from './cookies.ts'

export async function postMultipart<S extends z.ZodType>(path: string, body: FormData, schema: S): Promise<z.output<S>> {
  const token = readCookie(COOKIES.accessToken)
  let res: Response
  try {
    res = await fetch(path, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    })
  } catch {
    throw new ApiRequestError(0, { message: tr.common.networkError })
  }
  const payload: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const parsed = ErrorBody.safeParse(payload)
    throw new ApiRequestError(res.status, parsed.success ? parsed.data : { message: tr.common.serverError })
  }
  const parsed = schema.safeParse(payload)
  if (!parsed.success) throw new ApiRequestError(res.status, { message: tr.common.serverError })
  return parsed.data
}
