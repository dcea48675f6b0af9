// Formatting of the account data shown read-only.
import type { User } from '#common/schemas/answers.ts'
import { formatLongDate, fromWireTime, TIME_ZONE } from '#common/time.ts'

const day = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, dateStyle: 'long' })

const toMs = (value: string) => (/^\d{4}-\d{2}-\d{2} /.test(value) ? fromWireTime(value) : Date.parse(value))

/** "21 Kasım 2026 14:05"; accepts the wire format or ISO; null when missing or unreadable. */
export function formatWhen(value: string | null | undefined): string | null {
  const ms = value ? toMs(value) : NaN
  return Number.isFinite(ms) ? formatLongDate(ms) : null
}

/** "21 Kasım 2026" */
export function formatDay(value: string | null | undefined): string | null {
  const ms = value ? toMs(value) : NaN
  return Number.isFinite(ms) ? day.format(ms) : null
}

export const fullName = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(' ') || null

export function birthDate(u: User): string | null {
  if (!u.birth_day || !u.birth_month || !u.birth_year) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(u.birth_day)}.${pad(u.birth_month)}.${u.birth_year}`
}

/** "TR12 3456 …" grouped by four for reading. */
export const groupIban = (iban: string | null) =>
  iban
    ? iban
        .replace(/\s+/g, '')
        .replace(/(.{4})/g, '$1 ')
        .trim()
    : null

/** Shows only the last digits of the national id. */
export const maskTckn = (tckn: string | null) => (tckn ? `${'•'.repeat(Math.max(0, tckn.length - 3))}${tckn.slice(-3)}` : null)

/** "0532 123 45 67" for a Turkish mobile number; anything else as stored. */
export function formatPhone(phone: string | null): string | null {
  const d = phone?.replace(/\D/g, '') ?? ''
  const local = d.length === 12 && d.startsWith('90') ? d.slice(2) : d.length === 11 && d.startsWith('0') ? d.slice(1) : d
  if (local.length !== 10) return phone
  return `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6, 8)} ${local.slice(8)}`
}
