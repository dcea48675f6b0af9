// POST /api/addAuction (multipart), GET /api/brands, GET /api/propertygroups.
// Order of the checks: sign-in, a complete seller profile, the fields (shared schema, in the order of
// the wizard's steps), the photos (count, then each file's size and type), the declarations (cultural
// property's document and permit, the cayma exception: docs/law.md), and only then any write.
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { listingSchema, photoCountIssue } from '#common/schemas/listing.ts'
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
import { checkImage } from '../../lib/images.ts'
import { parseWith, readBody } from '../../lib/validate.ts'
import { currentUser, requireUser } from '../../middleware/auth.ts'

const asList = (v: unknown): unknown[] => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v])
const isFile = (v: unknown) => v instanceof Blob

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

    const images = asList(raw.images).filter(isFile)
    const thumbs = asList(raw.thumbnails).filter(isFile)
    const countIssue = photoCountIssue(images.length)
    if (countIssue) throw new ApiError(422, { message: countIssue, errors: { images: [countIssue] } })
    if (thumbs.length > 0 && thumbs.length !== images.length)
      throw new ApiError(422, { message: tr.listing.thumbnailsMismatch, errors: { thumbnails: [tr.listing.thumbnailsMismatch] } })
    const photos: Photo[] = []
    for (const [i, file] of images.entries()) {
      const image = await checkImage(file, 'images')
      photos.push({ image, thumb: thumbs[i] ? await checkImage(thumbs[i], 'thumbnails') : image })
    }
    const document = await checkDeclarations(fields, seller, raw.cultural_document)
    const brand = await resolveBrand(c.var.db, fields.brand)

    const [documentKey] = document ? await storeEvidence(c.env.PHOTOS, [document]) : []
    const saved = await createListing(c.var.db, c.env.PHOTOS, me.id, fields, brand, photos, documentKey ?? null)
    return c.json({ message: tr.listing.saved, slug: saved.slug, id: saved.id })
  })
