// The shill-bidding desk (docs/shill-desk.md): the editors' decisions and what the bidder is told.
import { tooLong } from './phrases.ts'

export const shillDesk = {
  actionInvalid: 'Bir karar seçin: incelemeyi kapat, alıcıyı uyar ya da pey vermesini durdur.',
  noteRequired: 'Kararınızın gerekçesini yazın.',
  noteTooShort: 'Gerekçe en az 10 karakter olmalıdır.',
  noteTooLong: tooLong('Gerekçe', 1000),
  pairInvalid: 'Alıcı ve satıcı bilgisi geçersiz.',
  pairNotFound: 'Bu alıcının son 90 günde bu satıcının ürünlerine peyi yok.',
  done: { dismiss: 'İnceleme kapatıldı.', warn: 'Alıcı uyarıldı.', block: 'Alıcının pey vermesi durduruldu.' },
  warnTitle: 'Pey davranışınız hakkında uyarı',
  warnMessage: (seller: string) =>
    `${seller} satıcısının ürünlerine verdiğiniz peyler incelendi. Satıcıyla bağlantılı hesaplardan ya da fiyatı yükseltmek için pey vermek yasaktır; tekrarında pey verme hakkınız durdurulur.`,
  blockTitle: 'Pey verme hakkınız durduruldu',
  blockMessage: (seller: string) =>
    `${seller} satıcısının ürünlerine verdiğiniz peyler incelendi ve satıcıyla bağlantılı olduğu sonucuna varıldı. Pey verme ve satın alma hakkınız durduruldu; itiraz için destek talebi açabilirsiniz.`,
}
