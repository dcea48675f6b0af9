// The reserve price (rezerv): the lot page's status, the seller's lowering, the offer after an unmet reserve.
import { reserveStatus } from './reserve-status.ts'

export const reserve = {
  ...reserveStatus,
  closedUnmet: 'Mezat kapandı; rezerv karşılanmadığı için ürün satılmadı.',
  // the seller's panel on their own lot page, their lists
  offerLink: 'En yüksek teklif sahibine teklif sun',
  yourReserve: (amount: string) => `Rezerv: ${amount}`,
  sellerTitle: 'Rezerv fiyatınız',
  sellerAmount: (amount: string) => `Rezerv fiyatınız ${amount}. Bu tutarı yalnız siz ve editörler görürsünüz.`,
  lowerUntil: (until: string) => `Karşılanmamış rezervi ${until} tarihine kadar düşürebilirsiniz; yükseltilemez.`,
  lowerClosed: 'Rezerv artık düşürülemez: mezatın bitmesine 12 saatten az kaldı ya da rezerv karşılandı.',
  lowerField: 'Yeni rezerv fiyat (₺)',
  lowerSubmit: 'Rezervi düşür',
  offerLead: (bid: string) => `Mezat rezervin altında, ${bid} ile bitti; ürün satılmadı. En yüksek teklif sahibine 48 saat geçerli bir teklif sunabilirsiniz.`,
  offerSubmit: 'Teklif sun',
  offerState: { open: 'Teklifiniz bekliyor', accepted: 'Teklifiniz kabul edildi', declined: 'Teklifiniz reddedildi', expired: 'Teklifinizin süresi doldu' },
  offerStateLine: (price: string, until: string) => `${price} bedelle, ${until} tarihine kadar.`,
  // the wizard and the seller's lowering
  amountLabel: 'Rezerv fiyat (isteğe bağlı)',
  amountHelp: 'Gizli en düşük satış fiyatı: yalnız siz ve editörler görür. Açılış fiyatından yüksek, Hemen Al fiyatından düşük olmalı.',
  /** Shown instead of the field while the opening price is below the editors' threshold. */
  thresholdHint: (min: string) => `Rezerv fiyat, açılış fiyatı ${min} ve üzeri olan mezatlarda belirlenebilir.`,
  summaryLabel: 'Rezerv fiyat (gizli)',
  amountInvalid: 'Rezerv fiyat tam lira olarak yazılmalıdır.',
  lotUnderThreshold: (min: string) => `Rezerv fiyat yalnız açılış fiyatı ${min} ve üzeri olan mezatlarda belirlenebilir.`,
  notAboveOpening: 'Rezerv fiyat açılış fiyatından yüksek olmalıdır.',
  notBelowBuyNow: 'Rezerv fiyat Hemen Al fiyatından düşük olmalıdır.',
  none: 'Bu mezatta rezerv fiyat yok.',
  notLower: (current: string) => `Rezerv fiyat yalnız düşürülebilir: yeni tutar ${current} altında olmalıdır.`,
  alreadyMet: 'Rezerv karşılandı; artık değiştirilemez.',
  tooLate: (hours: number) => `Rezerv fiyat ancak mezatın bitmesine en az ${hours} saat varken düşürülebilir.`,
  notYours: 'Yalnız ilanın sahibi rezerv fiyatı değiştirebilir.',
  lowered: (amount: string) => `Rezerv fiyat ${amount} olarak düşürüldü; pey verenler ve izleyenler bilgilendirildi.`,
  loweredTitle: 'Rezerv fiyat düşürüldü',
  loweredMessage: (name: string) => `“${name}” için satıcı rezerv fiyatı düşürdü.`,
  loweredMessageMet: (name: string) => `“${name}” için satıcı rezerv fiyatı düşürdü: rezerv artık karşılandı.`,
  // after an unmet reserve
  unmetSellerTitle: 'Rezerv karşılanmadı',
  unmetSellerMessage: (name: string, price: string) =>
    `“${name}” rezerv fiyatın altında, ${price} ile bitti ve satılmadı. En yüksek teklif sahibine 48 saat geçerli bir teklif sunabilirsiniz (Mezatlarım).`,
  unmetBidderTitle: 'Rezerv karşılanmadı',
  unmetBidderMessage: (name: string) => `“${name}” rezerv fiyatın altında kaldığı için satılmadı. Satıcı size bir teklif sunarsa haber vereceğiz.`,
  offerPriceLabel: 'Teklif fiyatı',
  offerPriceHelp: (bid: string, reserve: string) => `En yüksek teklif ${bid}; ${bid} ile rezerv fiyatınız ${reserve} arasında bir fiyat sunabilirsiniz.`,
  offerPriceRange: (bid: string, reserve: string) => `Teklif fiyatı ${bid} ile ${reserve} arasında olmalıdır.`,
  offerNotAllowed: 'Bu mezat için teklif sunulamaz: yalnız rezervi karşılanmadan biten ve henüz teklif sunulmamış mezatlarda mümkündür.',
  offerSent: (price: string, until: string) => `Teklifiniz ${price} bedelle ${until} tarihine kadar en yüksek teklif sahibine sunuldu.`,
  offerTitle: 'Satıcıdan teklif',
  offerMessage: (name: string, price: string, until: string) =>
    `“${name}” rezerv fiyatın altında kaldı; satıcı ürünü size ${price} bedelle ${until} tarihine kadar sunuyor. Sepetinizden kabul edin ya da reddedin.`,
  offerMailSubject: (name: string) => `Satıcıdan teklif: ${name}`,
  offerMailBody: (name: string, price: string, until: string, link: string) =>
    `Merhaba,\n\n“${name}” rezerv fiyatın altında kaldığı için satılmadı. Satıcı ürünü size ${price} bedelle ${until} tarihine kadar sunuyor.\n\nTeklifi sepetinizden kabul edin ya da reddedin: ${link}\n\nMezat`,
  offerEndedTitle: 'Teklifiniz kabul edilmedi',
  offerEndedMessage: (name: string) => `“${name}” için sunduğunuz teklif kabul edilmedi. Ürünü Mezatlarım sayfasından yeniden listeleyebilirsiniz.`,
  thresholdTitle: 'Rezerv fiyat eşiği',
  thresholdLead:
    'Satıcı, yalnız açılış fiyatı bu tutar ve üzeri olan mezatlara gizli rezerv fiyat koyabilir. Rezerv değerli ürünler içindir; eşiğin altında satıcı kabul edeceği fiyatı açılış fiyatı olarak yazar.',
  thresholdField: 'En düşük açılış fiyatı (₺)',
  thresholdSaved: 'Rezerv fiyat eşiği kaydedildi.',
  thresholdInvalid: 'Rezerv eşiği 1 ₺ ile 10.000.000 ₺ arasında tam lira olmalıdır.',
} as const
