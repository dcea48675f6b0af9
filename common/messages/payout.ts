// Protected payment, the seller's money and returns (docs/after-the-hammer.md).
import { RETURN_NOTE_MAX, type MoneyState, type ReturnReason } from '../payout.ts'
import { tooLong } from './phrases.ts'

export const payout = {
  state: {
    held: 'Ödeme korumada',
    released: 'Serbest bırakıldı',
    profile_missing: 'Ödeme bilgileriniz bekleniyor',
    return_open: 'İade sürecinde: ödeme bekletiliyor',
    returned: 'İade edildi',
    clawback: 'İade edildi: ödeme geri alınacak',
    refunded: 'Sipariş iptal edildi',
  } satisfies Record<MoneyState, string>,
  heldUntil: (date: string) => `Alıcı ürünü onaylayınca ya da en geç ${date} tarihinde serbest bırakılır.`,
  heldWaiting: 'Alıcı ürünü onaylayınca ya da teslimattan 3 gün sonra serbest bırakılır.',
  releasedTo: (date: string, iban: string) => `${date} tarihinde serbest bırakıldı; ${iban} hesabınıza ödenir.`,
  releasedNoIban: (date: string) => `${date} tarihinde serbest bırakıldı.`,
  profileMissing: 'Ödemeyi alabilmeniz için Hesabım > Kişisel Bilgiler bölümünde T.C. Kimlik No ve IBAN bilgilerinizi tamamlayın.',
  returnOpen: 'Alıcı iade talep etti; iade sonuçlanana kadar tutar size aktarılmaz.',
  // The badge names the state; these say what it means for the seller's money, without repeating it.
  returnedNote: 'Alıcının ödediği tutarın tamamı kartına geri ödendi; bu satıştan size ödeme yapılmaz.',
  clawbackNote: 'Bu satışın tutarı size ödenmişti; iade nedeniyle sonraki ödemelerinizden düşülecek.',
  refundedNote: 'Alıcı siparişi kargodan önce iptal etti ve ödemesi kartına iade edildi; bu satıştan size ödeme yapılmaz.',
  returnCodeNoAddress: 'Siparişte satıcının ya da teslimatın adresi eksik.',
  returnCarrierInvalid: 'Lütfen iade paketini teslim ettiğiniz kargo firmasını seçin.',
  returnTrackNoInvalid: 'Kargo takip numarasını gönderi fişinde yazdığı gibi girin: 8–30 harf ya da rakam.',
  returnReason: 'İade nedeni',
  returnReasonInvalid: 'Lütfen bir iade nedeni seçin.',
  returnNote: 'Açıklama',
  returnNoteTooLong: tooLong('Açıklama', RETURN_NOTE_MAX),
  returnWindowClosed: 'İade süresi doldu: ürün onaylandıktan sonra 14 gün içinde iade talep edilebilir.',
  reasons: {
    not_as_described: 'Ürün açıklamadaki gibi değil',
    damaged: 'Ürün hasarlı geldi',
    wrong_item: 'Yanlış ürün gönderildi',
    not_original: 'Ürün orijinal değil',
    missing_parts: 'Eksik parça ya da aksesuar',
    other: 'Diğer',
  } satisfies Record<ReturnReason, string>,
  notify: {
    returnShippedTitle: 'İade paketi yolda',
    returnShipped: (orderId: number, carrier: string, trackNo: string) =>
      `#${orderId} numaralı siparişin alıcısı ürünü ${carrier} ile size geri gönderdi. Takip numarası: ${trackNo}.`,
    returnCodeTitle: 'İade kodunuz hazır',
    returnCode: (orderId: number, carrier: string, code: string) =>
      `#${orderId} numaralı siparişinizin iade kodu ${code}. Paketi bu kodla bir ${carrier} şubesine teslim edin; kargo ücretini satıcı öder.`,
    returnCodeSellerTitle: 'İade kargo ile geliyor',
    returnCodeSeller: (orderId: number, carrier: string, code: string) =>
      `#${orderId} numaralı siparişin alıcısı ürünü ${carrier} ile ${code} iade koduyla adresinize gönderecek. Kargo ücreti alıcı ödemelidir: teslimatta sizden alınır.`,
    releasedTitle: 'Ödemeniz serbest bırakıldı',
    released: (orderId: number, amount: string) => `#${orderId} numaralı satışınızın ${amount} tutarı serbest bırakıldı.`,
  },
}
