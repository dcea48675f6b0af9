// Scheduled live shows (docs/alerts.md "Scheduled live shows"): scheduling, the upcoming page, "Hatırlat"
// and the notices of followers and reminded members.
export const liveShow = {
  // ---- scheduling ----
  scheduled: 'Canlı mezat planlandı. Takipçileriniz bilgilendirilecek.',
  cancelled: 'Canlı mezat iptal edildi.',
  notFound: 'Aradığınız canlı mezat bulunamadı.',
  titleInvalid: 'Başlık 3 ile 120 karakter arasında olmalıdır.',
  scheduledAtInvalid: 'Başlangıç zamanı geçerli bir tarih ve saat olmalıdır.',
  scheduledAtTooSoon: (minutes: number) => `Başlangıç en az ${minutes} dakika sonrası olmalıdır.`,
  scheduledAtTooLate: (days: number) => `Başlangıç en fazla ${days} gün sonrası olabilir.`,
  lotsRequired: (max: number) => `Canlı mezata 1 ile ${max} arasında ürün ekleyin.`,
  lotsRepeated: 'Aynı ürün canlı mezata iki kez eklenemez.',
  lotsNotYours: (ids: string) => `Yalnızca kendi ürünlerinizi ekleyebilirsiniz: ${ids}.`,
  lotsUnknown: (ids: string) => `Bu ürünler bulunamadı: ${ids}.`,
  lotsNotOpen: (ids: string) => `Bu ürünler onaylı ve açık değil: ${ids}.`,
  lotsInAnotherShow: (ids: string) => `Bu ürünler başka bir yaklaşan canlı mezatta: ${ids}.`,
  notOwner: 'Bu canlı mezatı yalnızca sahibi ya da bir editör değiştirebilir.',
  alreadyStarted: 'Bu canlı mezat başladı ya da sona erdi.',
  // ---- reminders ----
  reminderSet: 'Canlı mezat başlamadan 15 dakika önce size hatırlatacağız.',
  reminderRemoved: 'Hatırlatma kaldırıldı.',
  reminderTitle: 'Canlı mezat birazdan başlıyor',
  reminderMessage: (title: string, at: string) => `“${title}” başlamak üzere. Başlangıç: ${at}.`,
  reminderMailSubject: (title: string) => `Canlı mezat birazdan başlıyor: ${title}`,
  reminderMailBody: (title: string, at: string, link: string) =>
    `Hatırlatma istediğiniz “${title}” canlı mezatı başlamak üzere.\nBaşlangıç: ${at} (İstanbul saati)\n\nCanlı mezatları görün: ${link}`,
  // ---- followers ----
  scheduledTitle: 'Takip ettiğiniz satıcı canlı mezat planladı',
  scheduledMessage: (seller: string, title: string, at: string) => `${seller}: “${title}”, ${at}.`,
  startingTitle: 'Takip ettiğiniz satıcı canlı yayında',
  startingMessage: (seller: string, title: string) => `${seller} şimdi canlı: “${title}”.`,
} as const
