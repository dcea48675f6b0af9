// POST /api/addAuction as multipart. XMLHttpRequest rather than lib/api.ts's fetch:
// only XHR reports upload progress, and 4–10 photos on a phone's connection take a while. Auth and
// error bodies are read exactly as lib/api.ts does (bearer from the cookie, the shared ErrorBody).
import { ApiRequestError } from '#client/lib/api.ts'
import { readCookie } from '#client/lib/cookies.ts'
import { COOKIES } from '#common/constants.ts'
import { ErrorBody } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { AddAuctionAnswer } from '#common/schemas/listing.ts'
import type { z } from 'zod'

type Prepared = { full: Blob; thumb: Blob }
/** The fields, the gallery's photos and the condition report's own (their captions ride in the fields). */
export type Upload = { fields: Record<string, string>; photos: Prepared[]; conditionPhotos?: Prepared[]; document?: File | null }

const extension = (blob: Blob) => (blob.type === 'image/webp' ? 'webp' : blob.type === 'image/png' ? 'png' : 'jpg')

export function addAuction({ fields, photos, conditionPhotos = [], document }: Upload, onProgress: (percent: number) => void): Promise<z.output<typeof AddAuctionAnswer>> {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  // A cultural-property lot's museum registration or expert report (docs/law.md "Cultural property").
  if (document) body.append('cultural_document', document, document.name)
  photos.forEach((p, i) => {
    body.append('images[]', p.full, `foto-${i + 1}.${extension(p.full)}`)
    body.append('thumbnails[]', p.thumb, `kucuk-${i + 1}.${extension(p.thumb)}`)
  })
  conditionPhotos.forEach((p, i) => {
    body.append('condition_images[]', p.full, `durum-${i + 1}.${extension(p.full)}`)
    body.append('condition_thumbnails[]', p.thumb, `durum-kucuk-${i + 1}.${extension(p.thumb)}`)
  })
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/addAuction')
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    const token = readCookie(COOKIES.accessToken)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)))
    }
    xhr.onerror = () => reject(new ApiRequestError(0, { message: tr.listing.saveFailed }))
    xhr.onload = () => {
      let payload: unknown = null
      try {
        payload = JSON.parse(xhr.responseText)
      } catch {
        payload = null
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const parsed = ErrorBody.safeParse(payload)
        return reject(new ApiRequestError(xhr.status, parsed.success ? parsed.data : { message: tr.listing.saveFailed }))
      }
      const answer = AddAuctionAnswer.safeParse(payload)
      if (!answer.success) return reject(new ApiRequestError(xhr.status, { message: tr.listing.saveFailed }))
      onProgress(100)
      resolve(answer.data)
    }
    xhr.send(body)
  })
}
