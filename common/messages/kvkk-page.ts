// The KVKK başvurusu page's labels (docs/privacy.md "KVKK requests"): read by that page only, so apart from
// `tr` (common/messages.ts) like common/messages/aydinlatma.ts; the server's sentences are common/messages/kvkk.ts.

/** The KVKK başvurusu page (/kvkk-basvurusu) and its confirmation link (/kvkk-basvurusu?onay={token}). */
export const kvkkPage = {
  title: 'KVKK başvurusu',
  lead: '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 11. maddesindeki haklarınızı bu formla kullanabilirsiniz. Başvurunuz ücretsizdir ve en geç 30 gün içinde e-posta ile cevaplanır.',
  formTitle: 'Başvuru formu',
  asMember: (email: string) => `Başvurunuz hesabınızla yapılır; cevap ${email} adresine gönderilir.`,
  asGuest:
    'Üye değilseniz ya da giriş yapmadıysanız: kimliğinizi doğrulamak için yazdığınız adrese bir onay bağlantısı göndeririz; başvurunuz bağlantı açıldığında işleme alınır.',
  name: 'Ad soyad',
  email: 'E-posta adresi',
  kinds: 'Talep konusu (birden fazla seçebilirsiniz)',
  details: 'Açıklama',
  detailsHint: 'Hangi veriler ya da işlem hakkında ne istediğinizi yazın.',
  send: 'Başvuruyu gönder',
  mineTitle: 'Başvurularım',
  mineEmpty: 'Henüz bir başvurunuz yok.',
  received: (at: string) => `Alındı: ${at}`,
  due: (at: string) => `Son cevap tarihi: ${at}`,
  open: 'Cevap bekleniyor',
  answered: 'Cevaplandı',
  answerTitle: 'Cevap',
  confirmTitle: 'KVKK başvurusu onayı',
  confirming: 'Başvurunuz onaylanıyor…',
  back: 'KVKK başvurusu sayfasına dön',
} as const
