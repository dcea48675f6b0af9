// The seller wizard's form (POST /api/addAuction) as the worker tests send it: its fields for a wrist watch
// in member-seed.ts's category tree, and the multipart body with the photos under their field names.
import { toWireTime } from '../../common/time.ts'
import type { categoryTree } from './member-seed.ts'

const HOUR = 3_600_000

/** Istanbul wall-clock time as a datetime-local input gives it: "2026-11-21T14:05". */
export const localInput = (ms: number) => toWireTime(ms).slice(0, 16).replace(' ', 'T')

/** The wizard's dates when a test has no reason for others: from an hour from now, for a day. */
export const nextDay = () => ({ start_time: localInput(Date.now() + HOUR), end_time: localInput(Date.now() + 25 * HOUR) })

/**
 * The fields of a Seiko SKX007 automatic wrist watch under Saat › Kol Saati › Otomatik: opening at 1.250 ₺,
 * buy-now 4.500,50 ₺, from an hour from now for a day, case and glass chosen, the cargo payer left to the
 * wizard's default; `over` replaces or adds fields.
 */
export const watchFields = (tree: Awaited<ReturnType<typeof categoryTree>>, brandId: number, over: Record<string, string> = {}) => ({
  category_1_id: String(tree.watches.id),
  category_2_id: String(tree.wrist.id),
  category_3_id: String(tree.automatic.id),
  brand: String(brandId),
  model: 'SKX007',
  title: 'Seiko SKX007 otomatik dalgıç saati, 1998',
  description: '<p>Çalışır durumda.</p>',
  opening_price: '1.250',
  buynow_price: '4500,50',
  ...nextDay(),
  property_1: 'Çelik',
  property_3: 'Safir',
  ...over,
})

/** The wizard's multipart body: the fields, then the files of each field name (`images[]`, `thumbnails[]`, …) in order. */
export function listingBody(values: Record<string, string>, files: Record<string, readonly File[]> = {}) {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) form.append(k, v)
  for (const [name, list] of Object.entries(files)) for (const f of list) form.append(name, f)
  return form
}
