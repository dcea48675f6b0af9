// Console uploads (banners, carousel, videos, support and blog images) go to R2 (binding PHOTOS) under
// content-addressed keys `content/xx/<sha256>.<ext>`, served by GET /media/{key}. The type is read
// from the bytes (lib/images.ts), never from the name; the same file uploaded twice is one object.
import type { Db } from '../../db/client.ts'
import type { CheckedImage } from '../../lib/images.ts'
import { auditRow } from '../platform/audit.ts'

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

export async function storeContentImage(db: Db, bucket: R2Bucket, editor: { id: number }, image: CheckedImage, name: string | null) {
  const digest = hex(await crypto.subtle.digest('SHA-256', image.bytes))
  const key = `content/${digest.slice(0, 2)}/${digest}.${image.type.ext}`
  if (!(await bucket.head(key)))
    await bucket.put(key, image.bytes, {
      httpMetadata: { contentType: image.type.mime, cacheControl: 'public, max-age=31536000, immutable' },
    })
  await auditRow(db, editor.id, {
    action: 'upload',
    entity: 'image',
    entityId: key,
    detail: {
      name: name?.slice(0, 200) ?? null,
      bytes: image.bytes.length,
      width: image.size?.width ?? null,
      height: image.size?.height ?? null,
    },
  })
  return { key, width: image.size?.width ?? null, height: image.size?.height ?? null }
}
