// The first values of a console dialog's form, read from the row it edits (or blank for a new row), so a dialog
// lists only its field names and the fields whose default is not blank.
import type { Values } from './form.tsx'

type ImageKeys<R> = { [K in keyof R]: R[K] extends { ref: string | null } ? K : never }[keyof R]

/** Each of `texts` as the row has it ('' where it has none), each of `images` as its stored reference (null where none). */
export function rowValues<R extends object>(
  row: R | null | undefined,
  texts: ReadonlyArray<keyof R & string>,
  images: ReadonlyArray<ImageKeys<R> & string> = [],
): Values {
  const values: Values = {}
  for (const name of texts) values[name] = row?.[name] ?? ''
  for (const name of images) values[name] = (row?.[name] as { ref: string | null } | undefined)?.ref ?? null
  return values
}

/** A row's order as the order field shows it (0 for a new row). */
export const sortValue = (row: { sort_order: number } | null | undefined) => String(row?.sort_order ?? 0)
