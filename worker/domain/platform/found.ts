// The row a write or a read needs must exist: every area's "not found" goes through this one helper, so
// the refusal is the catalogue's 404 and nowhere a null slips through.
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'

export function found<T>(row: T | undefined | null, message: string = tr.admin.notFound): T {
  if (row == null) throw notFound(message)
  return row
}
