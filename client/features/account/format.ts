// Formatting of the account data shown read-only.
import type { User } from '#common/schemas/answers.ts'
import { formatLongDate, fromWireTime } from '#common/time.ts'

/** Accepts the wire format or an ISO string; null when missing or unreadable. */
export function formatWhen(value: string | null | undefined): string | null {
  if (!value) return null
  const ms = /^\d{4}-\d{2}-\d{2} /.test(value) ? fromWireTime(value) : Date.parse(value)
  return Number.isFinite(ms) ? formatLongDate(ms) : null
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
