// Small rules every console write shares: slugs are unique (made from the title when left empty), uploaded
// images must be in R2, and a unique index that still fires is a 422. (A row must exist: platform/found.ts.)
import { invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { UPLOAD_KEY_RE } from '#common/schemas/admin.ts'
import { slugify, trFold } from '#common/text.ts'
import { and, eq, like, ne, or, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client.ts'

export const isUniqueViolation = (e: unknown) =>
  /UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e) + String((e as { cause?: unknown })?.cause ?? ''))

/** Runs a write; a unique index that fires anyway (two editors racing) answers the field's 422. */
export async function guardUnique<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (e) {
    if (isUniqueViolation(e)) throw invalidField(field, tr.admin.slugTaken)
    throw e
  }
}

type SlugTarget = { table: SQLiteTable; slug: AnySQLiteColumn; id: AnySQLiteColumn; scope?: SQL | undefined }

/**
 * The slug a row gets: the one the editor typed (422 on `field` when another row has it), else the
 * row's current one, else one made from the title, with -2, -3 … when taken.
 */
export async function resolveSlug(
  db: Db,
  t: SlugTarget,
  o: { requested: string | null; title: string; current?: string | null | undefined; exceptId?: number | undefined; field?: string },
) {
  const field = o.field ?? 'slug'
  const others = (extra: SQL) => and(extra, t.scope, o.exceptId ? ne(t.id, o.exceptId) : undefined)
  if (o.requested) {
    const taken = await db
      .select({ id: t.id })
      .from(t.table)
      .where(others(eq(t.slug, o.requested)))
      .limit(1)
    if (taken.length) throw invalidField(field, tr.admin.slugTaken)
    return o.requested
  }
  if (o.current) return o.current
  const base = slugify(o.title) || 'kayit'
  const rows = await db
    .select({ slug: t.slug })
    .from(t.table)
    .where(others(or(eq(t.slug, base), like(t.slug, `${base}-%`))!))
  const used = new Set(rows.map((r) => String(r.slug)))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

/** Every uploaded key among `refs` must be in R2 (site paths of the demo assets pass as they are). */
export async function assertImagesExist(bucket: R2Bucket, refs: Record<string, string | null | undefined>) {
  for (const [field, ref] of Object.entries(refs)) {
    if (ref && UPLOAD_KEY_RE.test(ref) && !(await bucket.head(ref))) throw invalidField(field, tr.admin.imageMissing)
  }
}

export type Paged<T> = { data: T[]; current_page: number; last_page: number; total: number; per_page: number }
export const paged = <T>(data: T[], total: number, page: number, perPage: number): Paged<T> => ({
  data,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  per_page: perPage,
})

/**
 * Turkish-aware search of the console's lists: every word of `q` must appear in the row's text, both
 * folded with Turkish rules (common/text.ts trFold: "IŞIK" ~ "ışık" ~ "isik"). A number also matches
 * the row's id exactly.
 */
export function matcher(q: string | undefined) {
  if (!q) return () => true
  const words = trFold(q).split(/\s+/).filter(Boolean)
  const asId = /^\d+$/.test(q.trim()) ? Number(q.trim()) : null
  return (id: number, ...texts: Array<string | null | undefined>) => {
    if (asId !== null && id === asId) return true
    const hay = trFold(texts.filter(Boolean).join(' '))
    return words.every((w) => hay.includes(w))
  }
}
