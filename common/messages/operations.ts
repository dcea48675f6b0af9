// The alert mails the tail worker sends to the operators (tail/alerts.ts, docs/operations.md "Alerts"),
// and the system page's refusals (docs/operations.md "Metrics").

const signalName = {
  route_errors: 'Sunucu hataları',
  room_unreachable: 'Yanıt vermeyen mezat odası',
  close_late: 'Geç kapanan mezat',
  outbox_failing: 'Gönderilemeyen e-posta/SMS',
} as const

export type AlertSignal = keyof typeof signalName

export const alert = {
  /** GET /api/admin/system/stats: a range other than the two the system page offers. */
  statsRange: 'Aralık “hour” ya da “day” olmalıdır.',
  signalName,
  subject: (signal: AlertSignal, subject: string) => `[Mezat uyarı] ${signalName[signal]}: ${subject}`,
  /** `{count}` and `{worst}` are filled in by D1 when the threshold is crossed (tail/alerts.ts). */
  body: (signal: AlertSignal, subject: string, windowMinutes: number, threshold: number) =>
    [
      `${signalName[signal]} — ${subject}`,
      `Son ${windowMinutes} dakikada {count} kez görüldü (eşik: ${threshold}).`,
      signal === 'close_late' ? 'En büyük gecikme: {worst} ms (bitiş saati ile kapanış arasındaki süre).' : '',
      'Ayrıntılar için Workers Logs’ta bu zaman aralığına ve /yonetim/sistem sayfasına bakın.',
      'Bu uyarı aynı pencere için bir kez gönderilir.',
    ]
      .filter(Boolean)
      .join('\n'),
}
