// What a member must verify before bidding and buying, and the closed auction page
//. One sentence each: the help centre, the bid box and the server's refusal read the same.
export const tradeVerification = {
  /** The rule as the help centre and the console state it, per setting. */
  rule: {
    none: 'Üye girişi yapan her üye pey verebilir ve satın alabilir; doğrulama gerekmez.',
    email: 'Pey vermek ve satın almak için e-posta adresinizi doğrulamanız gerekir.',
    phone: 'Pey vermek ve satın almak için cep telefonunuzu doğrulamanız gerekir.',
  },
  /** What the member who has not verified yet reads (bid box and the server's 403). */
  needed: {
    email: 'Pey vermek ve satın almak için önce e-posta adresinizi doğrulayın. Doğrulama bağlantısını Hesap Bilgilerim sayfasından yeniden isteyebilirsiniz.',
    phone: 'Pey vermek ve satın almak için önce cep telefonunuzu doğrulayın. Hesap Bilgilerim sayfasında numaranızı kaydedip gelen kodu girin.',
  },
  levelInvalid: 'Doğrulama koşulu hiçbiri, e-posta ya da telefon olmalıdır.',
  saved: 'Doğrulama koşulu kaydedildi.',
} as const

/** Relisting an unsold auction or one whose buyer cancelled. */
export const relist = {
  done: 'Ürününüz yeniden listelendi; editör onayından sonra yayına girer.',
  notAllowed: 'Yalnızca satılmadan biten, alıcısı siparişi iptal eden ya da ödeme yapan alıcı bulamayan mezatlar, bir kez yeniden listelenebilir.',
  idRequired: 'Mezat bilgisi eksik.',
} as const
