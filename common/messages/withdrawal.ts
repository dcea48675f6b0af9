// Honest corrections ("Hatalı pey", docs/bidding.md "Withdrawing a bid entered wrongly").
import { tooLong } from './phrases.ts'

export const withdrawal = {
  title: 'Hatalı pey talepleri',
  /** Beside a bid in the lot's bid list that an approved correction took out of the price. */
  listed: { withdrawn: 'Geri çekildi', voided: 'Geçersiz' },
  reasons: {
    typo: 'Tutarı yanlış yazdım',
    item_changed: 'Ürünün açıklaması pey verdikten sonra değişti',
    seller_unreachable: 'Satıcıya ulaşamıyorum',
    other: 'Başka bir neden',
  },
  reasonInvalid: 'Bir neden seçin.',
  noteRequired: '"Başka bir neden" seçtiyseniz açıklamanızı yazın.',
  noteTooLong: tooLong('Açıklama', 500),
  bidInvalid: 'Pey numarası geçersiz.',
  bidNotFound: 'Bu pey bulunamadı.',
  notYours: 'Yalnızca kendi peyinizin geri çekilmesini isteyebilirsiniz.',
  window: {
    too_late_after_bid: 'Pey verildikten sonraki bir saat geçtiği için geri çekme talebi alınamıyor.',
    auction_ending: 'Mezatın bitmesine 12 saatten az kaldığı için geri çekme talebi alınamıyor.',
    auction_closed: 'Mezat kapandığı için geri çekme talebi alınamıyor.',
  },
  alreadyWithdrawn: 'Bu pey zaten geri çekilmiş.',
  pending: 'Bu mezatta incelenmeyi bekleyen bir geri çekme talebiniz zaten var.',
  requested: 'Geri çekme talebiniz alındı; editörlerimiz inceleyip size bildirecek.',
  requestNotFound: 'Bu talep bulunamadı.',
  alreadyDecided: 'Bu talep zaten karara bağlanmış.',
  decisionInvalid: 'Bir karar seçin: onayla ya da reddet.',
  decisionNoteRequired: 'Kararınızın gerekçesini yazın.',
  decisionNoteTooLong: tooLong('Gerekçe', 1000),
  approved: 'Talep onaylandı; peyler geri çekildi ve fiyat yeniden hesaplandı.',
  rejected: 'Talep reddedildi.',
  roomUnavailable: 'Mezat odasına şu anda ulaşılamadı; talep karara bağlanmadı. Biraz sonra tekrar deneyin.',
  historyIncomplete: 'Bu mezatın pey geçmişinin tamamı odada yok; geri çekme yeniden hesaplanamaz.',
  noBids: 'Bu üyenin bu mezatta geri çekilecek peyi yok.',
  approvedTitle: 'Pey geri çekme talebiniz onaylandı',
  approvedMessage: (name: string) => `${name} mezatındaki peyleriniz geri çekildi; fiyat kalan peylere göre yeniden hesaplandı.`,
  rejectedTitle: 'Pey geri çekme talebiniz reddedildi',
  rejectedMessage: (name: string, note: string) => `${name} mezatındaki peyiniz geçerli kalıyor. Editör notu: ${note}`,
  /** The room's message to the lot's watchers. */
  roomNotice: 'Bir üyenin peyleri editör onayıyla geri çekildi; fiyat kalan peylere göre yeniden hesaplandı.',
} as const
