// KVKK başvurusu's sentences (docs/privacy.md "KVKK requests"): the form's refusals, the mails, the console's
// answer. Not joined into `tr` (common/messages.ts): the server, the form and the console import it, and the
// lot page's first visit downloads `tr`'s shared chunk (docs/first-visit.md), which these need not grow.
import { tooLong } from './phrases.ts'

/** KVKK başvurusu (docs/privacy.md "KVKK requests"): the form, the guest's confirmation, the editors' answer. */
export const kvkk = {
  /** KVKK m.11/1 (a)–(ğ), in the law's words. */
  kind: {
    learn: 'Kişisel verilerimin işlenip işlenmediğini öğrenmek',
    info: 'İşlenmişse buna ilişkin bilgi istemek',
    purpose: 'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenmek',
    recipients: 'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilmek',
    rectify: 'Eksik veya yanlış işlenmişse düzeltilmesini istemek',
    erase: 'KVKK m.7 çerçevesinde silinmesini veya yok edilmesini istemek',
    notify: 'Düzeltme, silme ya da yok etme işleminin aktarıldığı üçüncü kişilere bildirilmesini istemek',
    object: 'Yalnızca otomatik sistemlerle analiz edilerek aleyhime çıkan bir sonuca itiraz etmek',
    damages: 'Kanuna aykırı işleme nedeniyle uğradığım zararın giderilmesini istemek',
  },
  kindsRequired: 'Lütfen en az bir talep konusu seçin.',
  detailsRequired: 'Lütfen talebinizi açıklayın.',
  detailsTooLong: tooLong('Açıklama', 5000),
  nameRequired: 'Lütfen adınızı ve soyadınızı yazın.',
  nameTooLong: tooLong('Ad soyad', 100),
  emailRequired: 'Lütfen e-posta adresinizi yazın.',
  outcomeRequired: 'Lütfen talebin kabul mü ret mi edildiğini seçin.',
  answerRequired: 'Lütfen başvuru sahibine gidecek cevabı yazın.',
  answerTooLong: tooLong('Cevap', 10000),
  badLink: 'Bu onay bağlantısı geçersiz ya da süresi dolmuş. Başvurunuzu yeniden gönderebilirsiniz.',
  notFound: 'KVKK başvurusu bulunamadı.',
  alreadyAnswered: 'Bu başvuru zaten cevaplandı.',
  reference: (id: number) => `KVKK-${String(id).padStart(6, '0')}`,
  received: (reference: string, due: string) =>
    `Başvurunuz ${reference} numarasıyla alındı. En geç ${due} tarihine kadar e-posta ile cevaplanacaktır.`,
  confirmSent:
    'Başvurunuzu aldık. Kimliğinizi doğrulamak için e-posta adresinize bir onay bağlantısı gönderdik; bağlantıyı 24 saat içinde açtığınızda başvurunuz işleme alınır.',
  confirmSubject: 'KVKK başvurunuzu onaylayın',
  confirmBody: (name: string, link: string) =>
    `Merhaba ${name},\n\nMezat’a bir KVKK başvurusu yapıldı. Başvuru size aitse onaylamak için bu bağlantıyı 24 saat içinde açın:\n${link}\n\nBu başvuruyu siz yapmadıysanız bu iletiyi dikkate almayın; başvuru onaylanmadan işleme alınmaz ve silinir.`,
  receivedSubject: (reference: string) => `KVKK başvurunuz alındı (${reference})`,
  receivedBody: (name: string, reference: string, due: string, kinds: string) =>
    `Merhaba ${name},\n\nKVKK başvurunuz ${reference} numarasıyla alındı.\nTalep konuları:\n${kinds}\n\n6698 sayılı Kanun’un 13. maddesi uyarınca başvurunuz ücretsiz olarak, en geç ${due} tarihine kadar sonuçlandırılıp bu adrese cevaplanacaktır.`,
  answerSubject: (reference: string) => `KVKK başvurunuzun cevabı (${reference})`,
  answerBody: (name: string, reference: string, outcome: string, answer: string) =>
    `Merhaba ${name},\n\n${reference} numaralı KVKK başvurunuz sonuçlandı: ${outcome}.\n\n${answer}\n\nCevabı yetersiz bulursanız, cevabı aldığınız tarihten itibaren 30 gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz (KVKK m.14).`,
  outcome: { accepted: 'Talebiniz kabul edildi', rejected: 'Talebiniz gerekçesiyle reddedildi' },
  answered: 'Cevap kaydedildi ve başvuru sahibine gönderildi.',
  notificationTitle: 'KVKK başvurunuz cevaplandı',
  notificationMessage: (reference: string) => `${reference} numaralı başvurunuzun cevabı e-posta adresinize gönderildi.`,
} as const
