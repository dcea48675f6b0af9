// Shows grouped by their Istanbul calendar day, headed "Bugün", "Yarın" or the weekday and date.
import { tl } from '#client/i18n/tr-live-shows.ts'
import type { LiveShowView } from '#common/schemas/live-shows.ts'
import { formatDate } from '#common/time.ts'

const WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi']
const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık']
/** Istanbul keeps UTC+3 all year (common/time.ts). */
const ISTANBUL_MS = 3 * 3_600_000

/** "29 Kasım Pazar": the long form of an Istanbul day. */
export function dayName(ms: number) {
  const d = new Date(ms + ISTANBUL_MS)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${WEEKDAYS[d.getUTCDay()]}`
}

export type ShowDay = { key: string; heading: string; shows: LiveShowView[] }

/** The shows (soonest first, as the API answers) in runs of one Istanbul day each. */
export function byDay(shows: LiveShowView[], now: number): ShowDay[] {
  const today = formatDate(now)
  const tomorrow = formatDate(now + 86_400_000)
  const days: ShowDay[] = []
  for (const show of shows) {
    const key = formatDate(show.scheduled_at)
    let day = days.at(-1)
    if (day?.key !== key) {
      const prefix = key === today ? `${tl.today} · ` : key === tomorrow ? `${tl.tomorrow} · ` : ''
      day = { key, heading: `${prefix}${dayName(show.scheduled_at)}`, shows: [] }
      days.push(day)
    }
    day.shows.push(show)
  }
  return days
}
