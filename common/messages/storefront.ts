// Storefront, auction detail, watch list and questions.
import { tooLong } from './phrases.ts'

export const storefront = {
  auctionNotFound: 'Aradığınız mezat bulunamadı',
  categoryNotFound: 'Aradığınız kategori bulunamadı.',
  videoNotFound: 'Aradığınız video bulunamadı.',
  carouselNotFound: 'Aradığınız görsel alanı bulunamadı.',
  bannerNotFound: 'Aradığınız afiş bulunamadı.',
  bannerClicked: 'Tıklama kaydedildi.',
  previewDisabled: 'Ön izlemede bu fonksiyon çalışmaz...',
  detailLoaded: 'Mezat bilgileri getirildi.',
  /** approval_status_text by `approved` (0 waiting, 1 rejected, 2 approved). */
  approvalStatusText: ['Onay bekliyor', 'Reddedildi', 'Onaylandı', 'Bildirim üzerine kaldırıldı'],
  /** The preview's message by `approved`. */
  previewMessage: [
    'Mezatınız editör onayı bekliyor. Onaylandıktan sonra yayına alınır; inceleme en geç 3 saat sürer.',
    'Mezatınız editör tarafından reddedildi.',
    'Mezatınız onaylandı ve yayında.',
  ],
  approvedNow: 'Tebrikler! Mezatınız onaylandı ve yayına alındı.',
  /** How the viewer's own bids, questions and reviews are named in public lists. */
  you: 'Siz',
  idInvalid: 'Geçersiz mezat numarası.',
} as const

export const watch = {
  added: 'Mezat takip listenize eklendi.',
  removed: 'Mezat takip listenizden çıkarıldı.',
  empty: 'Takip listeniz boş',
} as const

export const questions = {
  empty: 'Soru içeriği boş bırakılamaz',
  tooLong: tooLong('Sorunuz', 1000),
  added: 'Sorunuz satıcıya iletildi. Yanıtlandığında bildirim alacaksınız.',
  notRunning: 'Yalnızca devam eden mezatlarda satıcıya soru sorulabilir.',
  ownAuction: 'Kendi mezatınıza soru soramazsınız.',
  replyEmpty: 'Yanıt boş bırakılamaz.',
  replyTooLong: tooLong('Yanıtınız', 2000),
  replied: 'Yanıtınız kaydedildi.',
  notSeller: 'Bu soruyu yalnızca mezatın satıcısı yanıtlayabilir.',
  questionNotFound: 'Yanıtlamak istediğiniz soru bulunamadı.',
  questionRequired: 'Soru bilgisi eksik.',
  tooFast: 'Çok sık soru gönderiyorsunuz. Lütfen biraz bekleyin.',
  askedTitle: 'Mezatınıza yeni bir soru geldi',
  askedMessage: (name: string) => `“${name}” mezatınıza yeni bir soru soruldu. Yanıtlamak için mezat sayfasına gidin.`,
  answeredTitle: 'Sorunuz yanıtlandı',
  answeredMessage: (name: string) => `“${name}” mezatında sorduğunuz soruya satıcı yanıt verdi.`,
} as const
