// Uploaded photos: the type is read from the bytes, never from the file name or
// the browser's Content-Type; size is capped; objects go to R2 under content-hashed keys, so the
// same photo uploaded twice is one object and /media/{key} may be cached forever.
import { invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { PHOTO_MAX_BYTES } from '#common/schemas/listing.ts'
import { imageVerdict, type ImageType } from './image-check.ts'

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" ···· "WEBP". */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i] ?? -1
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return { mime: 'image/jpeg', ext: 'jpg' }
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return { mime: 'image/png', ext: 'png' }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' }
  return null
}

/** Width and height from the file header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X); null if unreadable. */
export function imageSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  try {
    if (type.ext === 'png') return { width: view.getUint32(16), height: view.getUint32(20) }
    if (type.ext === 'webp') {
      const chunk = String.fromCharCode(...bytes.subarray(12, 16))
      if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) }
      if (chunk === 'VP8L') {
        const b = view.getUint32(21, true)
        return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) }
      }
      if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
      return null
    }
    let i = 2
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null
      const marker = bytes[i + 1]!
      const length = view.getUint16(i + 2)
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC)
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) }
      i += 2 + length
    }
  } catch {
    return null
  }
  return null
}

export type CheckedImage = { bytes: Uint8Array; type: ImageType; size: { width: number; height: number } | null }

/** The refusals' sentences, so each kind of photo is named in them (a gallery photo, a condition photo). */
export type ImageRefusals = { type: string; tooLarge: string; pixels: string }
const GALLERY: ImageRefusals = { type: tr.listing.photoType, tooLarge: tr.listing.photoTooLarge, pixels: tr.listing.photoPixels }

/** Reads one uploaded file and refuses it (422 on `field`) when too large or not JPEG/PNG/WebP. */
export async function checkImage(file: unknown, field: string, say: ImageRefusals = GALLERY): Promise<CheckedImage> {
  if (!(file instanceof File) && !(file instanceof Blob)) throw invalidField(field, say.type)
  if (file.size > PHOTO_MAX_BYTES) throw invalidField(field, say.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (!type || bytes.length === 0) throw invalidField(field, say.type)
  // The magic bytes are only a claim: the picture is checked down to its data, a JPEG decoded (worker/lib/image-check.ts).
  const verdict = await imageVerdict(bytes, type)
  if (verdict === 'too-many-pixels') throw invalidField(field, say.pixels)
  if (verdict !== 'ok') throw invalidField(field, say.type)
  return { bytes, type, size: imageSize(bytes, type) }
}

/** Content-addressed key: the same bytes always get the same key. */
export async function photoKey(image: CheckedImage, prefix: 'auctions' | 'thumbs') {
  const digest = hex(await crypto.subtle.digest('SHA-256', image.bytes))
  return `${prefix}/${digest.slice(0, 2)}/${digest}.${image.type.ext}`
}

/** Puts the photo in R2 (once: an existing key already holds these bytes) and returns its key. */
export async function storePhoto(bucket: R2Bucket, image: CheckedImage, prefix: 'auctions' | 'thumbs') {
  const key = await photoKey(image, prefix)
  if (!(await bucket.head(key)))
    await bucket.put(key, image.bytes, {
      httpMetadata: { contentType: image.type.mime, cacheControl: 'public, max-age=31536000, immutable' },
    })
  return key
}
