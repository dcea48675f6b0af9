// Protected payment, the seller's money and returns (docs/after-the-hammer.md).
import { RETURN_NOTE_MAX, type MoneyState, type ReturnReason } from '../payout.ts'

export const payout = {
  state: {
    held: 'Ödeme korumada',
    released: 'Serbest bırakıldı',
    profile_missing: 'Ödeme bilgileriniz bekleniyor',
    return_open: 'İade sürecinde: ödeme bekletiliyor',
    returned: 'İade edildi: tutar alıcıya geri ödendi',
    clawback: 'İade edildi: tutar sonraki ödemelerinizden düşülecek',
    refunded: 'Sipariş iptal edildi: tutar alıcıya iade edildi',
  } satisfies Record<MoneyState, string>,
  heldUntil: (date: string) => `Alıcı ürünü onaylayınca ya da en geç ${date} tarihinde serbest bırakılır.`,
  heldWaiting: 'Alıcı ürünü onaylayınca ya da teslimattan 3 gün sonra serbest bırakılır.',
  releasedTo: (date: string, iban: string) => `${date} tarihinde serbest bırakıldı; ${iban} hesabınıza ödenir.`,
  releasedNoIban: (date: string) => `${date} tarihinde serbest bırakıldı.`,
  profileMissing: 'Ödemeyi alabilmeniz için Hesabım > Kişisel Bilgiler bölümünde T.C. Kimlik No ve IBAN bilgilerinizi tamamlayın.',
  returnOpen: 'Alıcı iade talep etti; iade sonuçlanana kadar tutar size aktarılmaz.',
  returnReason: 'İade nedeni',
  returnReasonInvalid: 'Lütfen bir iade nedeni seçin.',
  returnNote: 'Açıklama',
  returnNoteTooLong: `Açıklama en fazla ${RETURN_NOTE_MAX} karakter olabilir.`,
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
    releasedTitle: 'Ödemeniz serbest bırakıldı',
    released: (orderId: number, amount: string) => `#${orderId} numaralı satışınızın ${amount} tutarı serbest bırakıldı.`,
  },
}
