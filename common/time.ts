// Times are stored as UTC milliseconds and shown in Europe/Istanbul (GMT+3, no DST).
export const TIME_ZONE = 'Europe/Istanbul'

const two = (n: number) => String(n).padStart(2, '0')
/**
 * "21.11.2026 14:05": what Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, day: '2-digit', month:
 * '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }) writes (tests/node/number-format.test.ts),
 * by arithmetic on Istanbul's fixed GMT+3 as toWireTime does: the first Intl formatter of a page loads ICU's
 * tr-TR data, 60–160 ms of a phone's main thread on a first visit (docs/first-visit.md).
 */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + 3 * 3600_000)
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value')
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
}

/** "21.11.2026": the day alone, as formatDateTime writes it. */
export const formatDate = (ms: number) => formatDateTime(ms).slice(0, 10)

/** The calendar year and month (1–12) in Istanbul at `ms`: the card's expiry is read on the buyer's calendar. */
export function istanbulYearMonth(ms: number): { year: number; month: number } {
  const d = new Date(ms + 3 * 3600_000)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 }
}

/** Wire format of times, Laravel-like: "2026-11-21 14:05:00" in Istanbul time. */
export function toWireTime(ms: number): string {
  const d = new Date(ms + 3 * 3600_000)
  return d.toISOString().slice(0, 19).replace('T', ' ')
}
/** The wire format, or null for a time not set yet (started_at, closed_at …). */
export const toWireTimeOrNull = (ms: number | null | undefined) => (ms == null ? null : toWireTime(ms))

/** Parses the wire format back to UTC milliseconds. */
export function fromWireTime(s: string): number {
  return Date.parse(`${s.replace(' ', 'T')}+03:00`)
}

export type Countdown = { days: string; hours: string; minutes: string; seconds: string; done: boolean }
/** Days, hours, minutes, seconds until `targetMs`, each padded to two digits. */
export function countdown(targetMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    days: pad(Math.floor(left / 86400)),
    hours: pad(Math.floor((left % 86400) / 3600)),
    minutes: pad(Math.floor((left % 3600) / 60)),
    seconds: pad(left % 60),
    done: left === 0,
  }
}
