// POST /api/addAuction (multipart), GET /api/brands, GET /api/propertygroups.
// Order of the checks: sign-in, a complete seller profile, the fields (shared schema, in the order of
// the wizard's steps), the photos (counts, then each file's size and type; the gallery's, then the condition
// report's own with their captions), the declarations (cultural
// property's document and permit, the cayma exception: docs/law.md), and only then any write.
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { conditionPhotoIssues, listingSchema, photoCountIssue } from '#common/schemas/listing.ts'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  assertCanSell,
  createListing,
  listBrands,
  listingContext,
  listPropertyGroups,
  resolveBrand,
  toGroupShape,
  type Photo,
} from '../../domain/auctions/listing-wizard.ts'
import { checkDeclarations } from '../../domain/law/lot-law.ts'
import type { AppEnv } from '../../env.ts'
import { storeEvidence } from '../../lib/evidence.ts'
import { checkImage, type ImageRefusals } from '../../lib/images.ts'
import { parseWith, readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

const asList = (v: unknown): unknown[] => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v])
const isFile = (v: unknown) => v instanceof Blob
const refuse = (errors: Record<string, string>) => {
  const [first] = Object.values(errors)
  if (first) throw new ApiError(422, { message: first, errors: Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])) })
}

const CONDITION_REFUSALS: ImageRefusals = {
  type: tr.listing.conditionPhotoType,
  tooLarge: tr.listing.conditionPhotoTooLarge,
  pixels: tr.listing.conditionPhotoPixels,
}
type Kind = { images: string; thumbnails: string; mismatch: string; say?: ImageRefusals }
const GALLERY_KIND: Kind = { images: 'images', thumbnails: 'thumbnails', mismatch: tr.listing.thumbnailsMismatch }
const CONDITION_KIND: Kind = {
  images: 'condition_images',
  thumbnails: 'condition_thumbnails',
  mismatch: tr.listing.conditionThumbnailsMismatch,
  say: CONDITION_REFUSALS,
}

/** One kind of photo's files and thumbnails, read from the form (no bytes yet). */
const filesOf = (raw: Record<string, unknown>, kind: Kind) => {
  const images = asList(raw[kind.images]).filter(isFile)
  const thumbs = asList(raw[kind.thumbnails]).filter(isFile)
  return { images, thumbs }
}

/** Each photo and its thumbnail checked (size, then the type read from the bytes), refused naming the field. */
async function checkPhotos({ images, thumbs }: ReturnType<typeof filesOf>, kind: Kind): Promise<Photo[]> {
  if (thumbs.length > 0 && thumbs.length !== images.length) refuse({ [kind.thumbnails]: kind.mismatch })
  const photos: Photo[] = []
  for (const [i, file] of images.entries()) {
    const image = await checkImage(file, kind.images, kind.say)
    photos.push({ image, thumb: thumbs[i] ? await checkImage(thumbs[i], kind.thumbnails, kind.say) : image })
  }
  return photos
}

export const listing = new Hono<AppEnv>()
  .get('/brands', async (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(await listBrands(c.var.db))
  })
  .get('/propertygroups', async (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json((await listPropertyGroups(c.var.db)).map(toGroupShape))
  })
  .post('/addAuction', requireUser, async (c) => {
    const me = currentUser(c)
    const seller = await assertCanSell(c.var.db, me.id)
    const raw = await readBody(c, z.record(z.string(), z.unknown()))
    const text: Record<string, string> = {}
    for (const [k, v] of Object.entries(raw)) if (!isFile(v) && !Array.isArray(v)) text[k] = String(v ?? '')
    const fields = parseWith(listingSchema(await listingContext(c.var.db, raw)), text)

    const gallery = filesOf(raw, GALLERY_KIND)
    const countIssue = photoCountIssue(gallery.images.length)
    if (countIssue) refuse({ images: countIssue })
    const condition = filesOf(raw, CONDITION_KIND)
    refuse(conditionPhotoIssues(condition.images.length, text))
    const photos = { gallery: await checkPhotos(gallery, GALLERY_KIND), condition: await checkPhotos(condition, CONDITION_KIND) }
    const document = await checkDeclarations(fields, seller, raw.cultural_document)
    const brand = await resolveBrand(c.var.db, fields.brand)

    const [documentKey] = document ? await storeEvidence(c.env.PHOTOS, [document]) : []
    const saved = await createListing(c.var.db, c.env.PHOTOS, me.id, fields, brand, photos, documentKey ?? null)
    return c.json({ message: tr.listing.saved, slug: saved.slug, id: saved.id })
  })
