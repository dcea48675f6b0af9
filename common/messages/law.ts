// The seller's kind and trader identity (docs/law.md). One sentence each: the form, the lot page, the console and
// the server's refusals read the same. The pre-information's sentences are common/messages/preinfo.ts: a lot
// page's first visit shows the seller's kind, and reads those only when its dialog opens.
import { tooLong } from './phrases.ts'

export const sellerIdentity = {
  kindLabel: { bireysel: 'Bireysel satıcı', ticari: 'Ticari satıcı' },
  /** What each kind means for the buyer, on the lot page and in the pre-information. */
  kindMeaning: {
    bireysel:
      'Bu ürünü ticari amaçla satmayan bir kişi satıyor: satış Türk Borçlar Kanunu’na tabidir, tüketici mevzuatındaki cayma hakkı uygulanmaz.',
    ticari:
      'Bu ürünü ticari amaçla satan bir satıcı satıyor: 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uygulanır.',
  },
  kindInvalid: 'Satıcı türü Bireysel ya da Ticari olmalıdır.',
  tradeNameRequired: 'Ticari satıcılar için unvan zorunludur.',
  tradeNameTooLong: tooLong('Unvan', 200),
  vknRequired: 'Ticari satıcılar için vergi kimlik numarası zorunludur.',
  vknLength: 'Vergi kimlik numarası 10 haneli olmalıdır.',
  vknChecksum: 'Vergi kimlik numarası geçerli değil; lütfen kontrol edin.',
  mersisRequired: 'Ticari satıcılar için MERSİS numarası zorunludur.',
  mersisLength: 'MERSİS numarası 16 haneli olmalıdır.',
  addressRequired: 'Ticari satıcılar için işletme adresi zorunludur.',
  addressTooLong: tooLong('İşletme adresi', 500),
  kepRequired: 'Ticari satıcılar için KEP adresi zorunludur.',
  kepInvalid: 'KEP adresi ad@hs01.kep.tr biçiminde, kep.tr ile biten bir adres olmalıdır.',
  saved: 'Satıcı bilgileriniz kaydedildi.',
  savedTrader: 'Satıcı bilgileriniz kaydedildi; editörlerimiz kontrol edince “doğrulandı” olarak görünecek.',
  verified: 'Satıcı bilgileri doğrulandı.',
  notTrader: 'Bu üye ticari satıcı bilgisi vermemiş; doğrulanacak bir şey yok.',
  alreadyVerified: 'Bu satıcının bilgileri zaten doğrulanmış.',
  verifiedBadge: 'Editör tarafından doğrulandı',
  unverifiedBadge: 'Doğrulama bekliyor',
  /** Why the form asks: shown where the data is collected. */
  why:
    'Tüketici mevzuatı, alıcıya satış öncesinde satıcının kim olduğunun bildirilmesini ister. Ticari satıcıların unvanı, vergi kimlik numarası, MERSİS numarası, adresi ve KEP adresi ürün sayfasında ve ön bilgilendirme formunda gösterilir. Bireysel satıcıların yalnızca kullanıcı adı görünür.',
} as const
