// Bidding, automatic bidding, buy-now and the auction channel.
import { formatKurus } from '../money.ts'
import { bidFirst, cartFirst, roomFirst } from './bids-first.ts'
const bidBase = {
  ...bidFirst,
  accepted: 'Teklifiniz alındı',
  /** The increment table (docs/bidding.md): a bid smaller than this price's step is refused. */
  belowIncrement: (step: string, total: string) => `Bu fiyatta pey aralığı ${step}: en az ${step} pey vermelisiniz (teklifiniz en az ${total}).`,
  amountMax: `Tek seferde en fazla ${formatKurus(1_000_000_000)} teklif verebilirsiniz.`,
  auctionRequired: 'Mezat bilgisi eksik.',
  priceMoved: (price: string) => `Siz teklif verirken fiyat değişti. Güncel fiyat ${price}. Lütfen teklifinizi yeniden gözden geçirin.`,
  notLive: 'Bu mezat yayında değil.',
  alreadyHighest: 'En yüksek teklif zaten sizin. Üst limitinizi yükseltmek için otomatik pey kullanabilirsiniz.',
  unavailable: 'Teklif şu anda işlenemiyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  withdrawn: 'Bu ilan bir bildirim üzerine yayından kaldırıldı; pey ve satın alma kabul edilmiyor.',
  tooFast: 'Çok hızlı teklif veriyorsunuz. Lütfen biraz bekleyin.',
  outbidTitle: 'Teklifiniz geçildi',
  wonTitle: 'Tebrikler, mezatı kazandınız!',
  wonMessage: (name: string, price: string) => `“${name}” mezatını ${price} ile kazandınız. Ürün sepetinize eklendi; ödemeyi sepetinizden yapabilirsiniz.`,
  soldTitle: 'Ürününüz satıldı',
  soldMessage: (name: string, price: string) => `“${name}” ${price} ile satıldı. Alıcı ödemeyi yaptığında satışlarım sayfanızda göreceksiniz.`,
  emptyList: 'Bu mezata verilmiş teklif bulunmamaktadır',
} as const

export const autoBid = {
  set: (max: string) => `Otomatik pey tanımlandı. Sizin adınıza en fazla ${max} tutarına kadar teklif verilecek.`,
  removed: 'Otomatik pey kaldırıldı.',
  maxRequired: 'Üst limit zorunludur.',
  tooLow: (min: string) => `Üst limit en az ${min} olmalıdır.`,
  none: 'Bu mezatta tanımlı otomatik peyiniz yok.',
  closed: 'Mezat sona erdi; otomatik pey artık değiştirilemez.',
} as const

export const cart = {
  ...cartFirst,
  added: 'Ürün sepetinize eklendi',
  buyNowUnavailable: 'Bu üründe Hemen Al kullanılamaz.',
  sold: 'Bu ürün satıldı.',
  reserved: 'Bu ürün başka bir üyenin sepetinde, ödeme bekleniyor.',
  alreadyInCart: 'Bu ürün zaten sepetinizde.',
  holdsLimit: (max: number) => `Ödemesi beklenen en fazla ${max} Hemen Al ürününü aynı anda ayırabilirsiniz; önce sepetinizdekilerin ödemesini yapın.`,
  ownAuction: 'Kendi ürününüzü satın alamazsınız.',
  slugRequired: 'Ürün bilgisi eksik.',
} as const

/** Server messages on the auction channel; the client looks for 'kapandı' and 'başladı'. */
export const room = {
  ...roomFirst,
  started: 'Mezat başladı.',
  closed: 'Mezat kapandı, kazanan bilgilendirildi.',
  closedUnsold: 'Mezat kapandı, teklif verilmedi.',
} as const

const bidExtra = {
  /** Load shedding (party/README.md "Shedding load"): nothing was placed, try again. */
  busy: 'Şu anda çok yoğun teklif geliyor; teklifiniz işleme alınmadı. Lütfen bir saniye sonra tekrar deneyin.',
  acceptedButOutbid: (price: string) => `Teklifiniz alındı, ancak başka bir üyenin otomatik peyi tarafından geçildi. Güncel fiyat ${price}.`,
  /** A manual bid that an earlier maximum answered at once (party/README.md "Automatic bidding"). */
  answeredByEarlierMax: (price: string) =>
    `Teklifiniz alındı, ancak daha önce verilmiş daha yüksek bir otomatik pey hemen karşılık verdi: en yüksek teklif sizin değil. Güncel fiyat ${price}.`,
  /** A manual bid equal to an earlier maximum: equal amounts go to the one set first. */
  tiedWithEarlierMax: (price: string) =>
    `Teklifiniz alındı, ancak aynı tutarda daha önce verilmiş bir otomatik pey var; eşit tekliflerde önce verilen geçerlidir. En yüksek teklif sizin değil. Güncel fiyat ${price}.`,
} as const

/** `tr.bid`: the bid box's sentences and the room's answers to a bid. */
export const bid = { ...bidBase, ...bidExtra } as const
