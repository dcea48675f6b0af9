// Personal data and commercial messages (docs/privacy.md): the consent boxes, the preferences page, the
// opt-out link and the footer every commercial message carries.

export const messageConsent = {
  /** The consent text; its wording is versioned by CONSENT_TEXT_VERSION (common/schemas/message-consents.ts). */
  lead: 'Kampanya, yeni mezat ve fırsat duyuruları gibi ticari elektronik iletiler almak isterseniz, istediğiniz kanalı ayrı ayrı işaretleyin. İşaretlemezseniz yalnızca üyeliğiniz ve işlemlerinizle ilgili bilgilendirmeler (pey, sipariş, kargo) gönderilir. İzninizi dilediğiniz an “Bildirim tercihleri” sayfasından veya her iletideki bağlantıdan geri alabilirsiniz.',
  channel: {
    sms: 'SMS ile ticari ileti almak istiyorum.',
    email: 'E-posta ile ticari ileti almak istiyorum.',
    call: 'Telefonla aranarak ticari ileti almak istiyorum.',
  },
  channelName: { sms: 'SMS', email: 'E-posta', call: 'Arama' },
  source: {
    registration: 'Üyelik formu',
    preferences: 'Bildirim tercihleri',
    unsubscribe_link: 'İletideki ret bağlantısı',
    account_closed: 'Hesabın kapatılması',
  },
  saved: 'Bildirim tercihleriniz kaydedildi.',
  unchanged: 'Bildirim tercihlerinizde değişiklik yok.',
  invalidChoice: 'Lütfen her kanal için evet ya da hayır seçin.',
  unsubscribed: (channel: string) => `${channel} ile ticari ileti izniniz kaldırıldı. Artık bu kanaldan kampanya iletisi gönderilmeyecek.`,
  badLink: 'Bu bağlantı geçersiz. Bildirim tercihlerinizi üye girişi yaparak değiştirebilirsiniz.',
  mailFooter: (link: string) =>
    `Bu iletiyi, Mezat’tan e-posta ile ticari ileti almayı kabul ettiğiniz için aldınız. Tek tıkla ret: ${link}`,
  smsFooter: (link: string) => `Ret: ${link}`,
} as const

/** "Verilerimi indir" and "Hesabımı kapat" (docs/privacy.md "The member's own data", "Closing an account"). */
export const dataRights = {
  exportStarted: 'Verileriniz hazırlanıyor. Hazır olduğunda bu sayfadan indirebilirsiniz.',
  exportRunning: 'Verileriniz zaten hazırlanıyor.',
  exportFileName: (date: string) => `mezat-verilerim-${date}.zip`,
  // The page /u/verilerim (its route chunk only: the shell's menu reads its title from client/i18n/tr.ts).
  pageLead: 'KVKK m.11 kapsamındaki haklarınız: Mezat’ın hakkınızda tuttuğu verileri indirebilir, hesabınızı kapatabilirsiniz.',
  exportTitle: 'Verilerimi indir',
  exportLead:
    'Profiliniz, adresleriniz, fatura bilgileriniz, pey ve otomatik peyleriniz, takip listeniz, siparişleriniz, ödemeleriniz (kart bilgisi olmadan), mesajlarınız, destek talepleriniz, sorularınız, bildirimleriniz, ileti izinleriniz ve oturum açma kayıtlarınız tek bir ZIP dosyasında; her tablo JSON ve CSV (Excel) olarak.',
  start: 'Verilerimi hazırla',
  again: 'Yeniden hazırla',
  progressLabel: 'Verilerin hazırlanma durumu',
  building: (p: number) => `Verileriniz hazırlanıyor… %${p}. Bu sayfadan ayrılabilirsiniz; hazır olduğunda burada görünür.`,
  readyTitle: 'Verileriniz hazır',
  readyText: (size: string, until: string) => `Dosya (${size}) yalnızca sizin oturumunuzla ${until} tarihine kadar indirilebilir.`,
  download: 'ZIP dosyasını indir',
  failed: 'Verileriniz hazırlanamadı. Lütfen yeniden deneyin; sorun sürerse destek talebi açın.',
  expired: (at: string) => `${at} tarihinde hazırlanan dosyanın indirme süresi doldu.`,
  closeTitle: 'Hesabımı kapat',
  closeLead: 'Hesabınızı kapattığınızda:',
  closePoints: [
    'Hesabınıza bir daha giriş yapılamaz; açık oturumlarınız hemen kapanır.',
    'Adresleriniz, fatura bilgileriniz, takip listeniz, bildirimleriniz, sorularınız, mesajlarınız ve destek talepleriniz silinir; ileti izinleriniz geri alınır.',
    'Kanunun saklamamızı istediği siparişler, faturalar, ödemeler ve peyler (anonim pey veren olarak) saklama süresi boyunca tutulur, sonra imha edilir.',
    'Devam eden bir mezatta önde iseniz, ödenmemiş bir kazancınız, tamamlanmamış bir siparişiniz ya da bekleyen satış ödemeniz varsa hesap kapatılamaz.',
  ],
  closePassword: 'Şifreniz',
  closeButton: 'Hesabımı kapat',
  closeCancel: 'Vazgeç',
  closeConfirmTitle: 'Hesabınız kapatılsın mı?',
  closeConfirmText: 'Bu işlem geri alınamaz. Gerekirse önce “Verilerimi indir” ile verilerinizin bir kopyasını alın.',
} as const

export const closeAccount = {
  passwordRequired: 'Hesabınızı kapatmak için şifrenizi girin.',
  wrongPassword: 'Şifreniz doğru değil.',
  refused: 'Hesabınız şu an kapatılamaz. Önce aşağıdakilerin tamamlanması gerekir:',
  open: {
    leadingBid: (n: number) => `Devam eden ${n} mezatta en yüksek pey ya da geçerli otomatik pey sizde.`,
    unpaidWin: (n: number) => `Sepetinizde ödemesi beklenen ${n} kazandığınız ürün var.`,
    openOrder: (n: number) => `Tamamlanmamış ${n} siparişiniz var (hazırlanan, kargodaki, teslim onayı ya da iadesi süren).`,
    heldMoney: (n: number) => `Satışlarınızdan ${n} ödeme henüz size aktarılmadı (güvenli ödemede bekliyor).`,
    openListing: (n: number) => `Yayında ya da onay bekleyen ${n} ilanınız var.`,
  },
  closed: 'Hesabınız kapatıldı. Kişisel verileriniz silindi; yasal saklama süresi olan kayıtlar anonim olarak saklanıyor.',
  closedTitle: 'Kapatılmış üye',
} as const
