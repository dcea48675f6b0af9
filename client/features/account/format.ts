// Formatting of the account data shown read-only.
import { fromWireTime, TIME_ZONE } from '#common/time.ts'

const day = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, dateStyle: 'long' })

const toMs = (value: string) => (/^\d{4}-\d{2}-\d{2} /.test(value) ? fromWireTime(value) : Date.parse(value))

/** "21 Kasım 2026" */
export function formatDay(value: string | null | undefined): string | null {
  const ms = value ? toMs(value) : NaN
  return Number.isFinite(ms) ? day.format(ms) : null
}
