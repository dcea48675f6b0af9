// Live streams, live chat and the private user channel.
// Starting and stopping a session use the console's sentences (tr.admin.live*).
import { tooLong } from './phrases.ts'

export const live = {
  sessionNotFound: 'Aradığınız canlı yayın bulunamadı.',
  sessionRequired: 'Canlı yayın bilgisi eksik.',
  broadcastUrlFormat: 'Yayın adresi bir YouTube bağlantısı ya da bir HLS (.m3u8) adresi olmalıdır.',
  // ---- chat ----
  /** what a guest reads when trying to write. */
  chatGuest: 'Mesaj gönderebilmek için üye girişi yapmanız gerekiyor',
  chatRequired: 'Mesaj alanı zorunludur.',
  chatTooLong: (max: number) => tooLong('Mesajınız', max),
  chatSent: 'Mesajınız gönderildi.',
  chatClosed: 'Bu canlı yayın sona erdi; sohbete mesaj gönderilemez.',
  chatTooFast: (seconds: number) => `Çok hızlı mesaj gönderiyorsunuz. Lütfen ${seconds} saniye sonra tekrar deneyin.`,
  chatMuted: (until: string) => `Editör sizi sohbetten geçici olarak uzaklaştırdı. ${until} sonrasında yeniden yazabilirsiniz.`,
  chatUnavailable: 'Sohbet şu anda kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  /** A browser that writes on the socket instead of POST /api/addLiveMessage. */
  chatReadOnlySocket: 'Mesajlar yalnızca sohbet formundan gönderilebilir.',
  // ---- moderation (editors) ----
  messageNotFound: 'Mesaj bulunamadı.',
  messageDeleted: 'Mesaj silindi.',
  muteMinutes: (max: number) => `Süre 1 ile ${max} dakika arasında olmalıdır.`,
  muteEditor: 'Editörler sohbetten uzaklaştırılamaz.',
  muted: (name: string, until: string) => `${name}, ${until} saatine kadar sohbete yazamayacak.`,
} as const

/** Notifications that the live work adds to the ones of bids and approval (members.ts `kind`). */
export const notice = {
  watchStartedTitle: 'Takip ettiğiniz mezat başladı',
  watchStartedMessage: (name: string) => `“${name}” başladı. Şimdi pey verebilirsiniz.`,
  watchClosedTitle: 'Takip ettiğiniz mezat sona erdi',
  watchClosedSold: (name: string, price: string) => `“${name}” ${price} ile sona erdi.`,
  watchClosedUnsold: (name: string) => `“${name}” teklif almadan sona erdi.`,
} as const
