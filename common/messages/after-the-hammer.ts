// After the hammer: pay deadline, second-chance offers, non-payer strikes.
export const afterHammer = {
  cartNoticeWon: (until: string) =>
    `Kazandığınız ürünün ödemesini ${until} tarihine kadar yapmalısınız; aksi halde ürün bir sonraki teklif sahibine sunulur ve hesabınıza ödememe kaydı işlenir.`,
  reminderTitle: 'Ödeme süreniz doluyor',
  reminderMessage: (name: string, until: string) =>
    `${name} için son ödeme zamanı ${until}. Süre dolarsa ürün bir sonraki teklif sahibine sunulur.`,
  reminderMailSubject: (name: string) => `Ödeme hatırlatması: ${name}`,
  reminderMailBody: (name: string, until: string, link: string) =>
    `Merhaba,\n\nKazandığınız “${name}” için son ödeme zamanı ${until}. Süre dolarsa ürün bir sonraki teklif sahibine sunulur ve hesabınıza ödememe kaydı işlenir.\n\nSepetinize gidin: ${link}\n\nMezat`,
  strikeTitle: 'Ödeme süresi doldu',
  strikeMessage: (name: string) => `${name} için ödeme süresi doldu; ürün sepetinizden çıkarıldı ve hesabınıza bir ödememe kaydı işlendi.`,
  strikeReason: {
    unpaid: (name: string) => `“${name}” için ödeme süresi içinde ödeme yapılmadı.`,
    shill: (name: string) => `“${name}” ve aynı satıcının ürünlerine verilen peyler, satıcıyla bağlantılı pey olarak değerlendirildi.`,
    withdrawals: (name: string) => `“${name}” için onaylanan pey geri çekme, altı ay içindeki ikinci geri çekmeniz.`,
  },
  offerTitle: 'İkinci şans teklifi',
  offerMessage: (name: string, price: string, until: string) =>
    `${name} kazananı ödeme yapmadı. Ürünü son teklifiniz olan ${price} bedelle ${until} tarihine kadar satın alabilirsiniz.`,
  offerMailSubject: (name: string) => `İkinci şans: ${name}`,
  offerMailBody: (name: string, price: string, until: string, link: string) =>
    `Merhaba,\n\n“${name}” mezatının kazananı ödeme yapmadı. Ürünü son teklifiniz olan ${price} bedelle ${until} tarihine kadar satın alabilirsiniz.\n\nTeklifi sepetinizden kabul edin ya da reddedin: ${link}\n\nMezat`,
  sellerOfferTitle: 'Kazanan ödeme yapmadı',
  sellerOfferMessage: (name: string, price: string, until: string) =>
    `${name} kazananı süresi içinde ödeme yapmadı. Ürün, bir sonraki teklif sahibine kendi son teklifi olan ${price} bedelle ${until} tarihine kadar sunuldu; ödeme gelince sipariş Satışlarım sayfasına düşer.`,
  offerAccepted: 'Teklifi kabul ettiniz; ürün sepetinize eklendi.',
  offerDeclined: 'Teklifi reddettiniz.',
  offerGone: 'Bu teklif artık geçerli değil.',
  offerIdInvalid: 'Teklif bilgisi geçersiz.',
  nobodyLeftTitle: 'Ürününüz satılamadı',
  nobodyLeftMessage: (name: string) =>
    `${name} için ödeme yapan alıcı çıkmadı. Ürünü Mezatlarım sayfasından tek tıkla yeniden listeleyebilirsiniz.`,
  blocked: (limit: number) =>
    `Süresi içinde ödenmeyen ${limit} ürün nedeniyle pey verme ve satın alma hesabınızda durduruldu. Kayıtlarınızı Hesap Bilgilerim sayfasında görebilirsiniz; kaldırılması için destek talebi açın.`,
  strikesLifted: 'Üyenin ödememe kayıtları kaldırıldı.',
  noStrikes: 'Üyenin kaldırılacak ödememe kaydı yok.',
  payDeadlineInvalid: (max: number) => `Ödeme süresi 1 ile ${max} gün arasında bir tam sayı olmalıdır.`,
  payDeadlineSaved: 'Ödeme süresi kaydedildi.',
} as const
