// The bid box's words a lot page shows on its first screen, apart from the rest of `bids.ts` (the room's
// answers, refusals, automatic bidding, the cart), which reaches the browser only with the pieces that word them
// (docs/first-visit.md). `bids.ts` spreads these into its areas: each sentence is written once.
import { formatKurus } from '../money.ts'

export const bidFirst = {
  // A first-time visitor's first word from us: an invitation, not a failure (docs/money-path.md).
  guest: 'Pey vermek için giriş yapın ya da ücretsiz üye olun; ardından bu mezata geri dönersiniz.',
  amountRequired: 'Teklif tutarı zorunludur.',
  amountMin: `Teklif en az ${formatKurus(100)} olmalıdır.`,
  notStarted: 'Mezat henüz başlamadı. Başladığında pey verebilirsiniz.',
  closed: 'Mezat sona erdi, teklif kabul edilmiyor.',
  ownAuction: 'Kendi mezatınıza pey veremezsiniz.',
  outbidMessage: (name: string, price: string) => `“${name}” için verdiğiniz teklif geçildi. Güncel fiyat ${price}.`,
} as const

export const cartFirst = {
  guest: 'Ürünü sepetinize eklemek için üye girişi yapmalısınız',
} as const

export const roomFirst = {
  /** The fair close (docs/bidding.md "A fair close"): the lot page's note, live or closed. */
  serviceExtended: 'Hizmet kesintisi nedeniyle süre uzatıldı',
  serviceExtendedDetail: (minutes: number, closed: boolean) =>
    `Son dakikalarda yaşanan bir hizmet kesintisinde teklif verilemeyebileceği için bitiş süresi uzatıldı: hizmet düzeldikten sonra en az ${minutes} dakika teklif ${closed ? 'verilebildi' : 'verilebilir'}.`,
} as const
