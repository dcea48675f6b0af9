// POST /api/admin/uploads (multipart, field `file`).
import { postMultipart } from '#client/lib/multipart.ts'
import { UploadAnswer } from '#common/schemas/admin-answers.ts'

export function uploadImage(file: File) {
  const body = new FormData()
  body.set('file', file)
  return postMultipart('/api/admin/uploads', body, UploadAnswer)
}
