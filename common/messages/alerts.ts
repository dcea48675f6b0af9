// Saved searches, followed sellers and their alerts (docs/alerts.md).
import { tooLong } from './phrases.ts'

export const savedSearch = {
  created: 'Aramanız kaydedildi. Eşleşen yeni bir mezat onaylandığında size haber vereceğiz.',
  updated: 'Kayıtlı aramanız güncellendi.',
  deleted: 'Kayıtlı aramanız silindi.',
  notFound: 'Kayıtlı arama bulunamadı.',
  nameInvalid: 'Arama adı 1 ile 80 karakter arasında olmalıdır.',
  qInvalid: tooLong('Aranan kelimeler', 255),
  needsWords: 'Kaydetmek için en az bir kelime yazın ya da bir kategori seçin.',
  categoryUnknown: 'Seçilen kategori bulunamadı.',
  priceInvalid: 'Fiyat sıfır ya da daha büyük bir tam sayı (kuruş) olmalıdır.',
  priceOrder: 'En düşük fiyat en yüksek fiyattan büyük olamaz.',
  frequencyInvalid: 'Bildirim sıklığı “anında” ya da “günlük” olmalıdır.',
  pausedInvalid: 'Duraklatma seçimi evet ya da hayır olmalıdır.',
  tooMany: (max: number) => `En fazla ${max} arama kaydedebilirsiniz. Yeni bir arama için eskilerden birini silin.`,
  noticeTitle: 'Aramanıza uyan yeni mezat',
  noticeMessage: (search: string, lot: string) => `“${search}” aramanıza uyan “${lot}” yayında.`,
  mailSubject: (lot: string) => `Aramanıza uyan yeni mezat: ${lot}`,
  mailBody: (search: string, lot: string, link: string) =>
    `Merhaba,\n\n“${search}” aramanıza uyan yeni bir mezat yayına girdi: ${lot}\n${link}\n\nAramalarınızı “Kayıtlı aramalarım” sayfasından duraklatabilir ya da silebilirsiniz.`,
  digestSubject: (n: number) => `Aramalarınıza uyan ${n} yeni mezat`,
  digestBody: (lines: string[]) =>
    `Merhaba,\n\nDünden bu yana kayıtlı aramalarınıza uyan mezatlar:\n\n${lines.join('\n')}\n\nAramalarınızı “Kayıtlı aramalarım” sayfasından duraklatabilir ya da silebilirsiniz.`,
} as const

export const follow = {
  followed: (seller: string) => `${seller} takip ediliyor. Yeni mezatlarından haberdar olacaksınız.`,
  unfollowed: (seller: string) => `${seller} artık takip edilmiyor.`,
  sellerNotFound: 'Satıcı bulunamadı.',
  notSelf: 'Kendinizi takip edemezsiniz.',
  noticeTitle: 'Takip ettiğiniz satıcıdan yeni mezat',
  noticeMessage: (seller: string, lot: string) => `${seller} yeni bir mezat açtı: “${lot}”.`,
  mailSubject: (seller: string) => `${seller} yeni bir mezat açtı`,
  mailBody: (seller: string, lot: string, link: string) =>
    `Merhaba,\n\nTakip ettiğiniz ${seller} yeni bir mezat açtı: ${lot}\n${link}\n\nTakibi satıcının profilinden bırakabilirsiniz.`,
} as const
