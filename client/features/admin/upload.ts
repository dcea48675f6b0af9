// POST /api/admin/uploads (multipart, field `file`): lib/api.ts sends JSON and forms only, so this one
// call builds its FormData here, with the same bearer and the same error body as lib/api.ts.
import { ApiRequestError } from '#client/lib/api.ts'
import { readCookie } from '#client/lib/cookies.ts'
import { COOKIES } from '#common/constants.ts'
import { ErrorBody } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { UploadAnswer } from '#common/schemas/admin-answers.ts'

export async function uploadImage(file: File) {
  const body = new FormData()
  body.set('file', file)
  const token = readCookie(COOKIES.accessToken)
  let res: Response
  try {
    res = await fetch('/api/admin/uploads', {
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
  const parsed = UploadAnswer.safeParse(payload)
  if (!parsed.success) throw new ApiRequestError(res.status, { message: tr.common.serverError })
  return parsed.data
}
