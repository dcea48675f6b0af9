// UI labels of what follows the hammer (pay deadline countdown, second-chance offers, strikes). Server sentences live
// in common/messages/after-the-hammer.ts.
export const tah = {
  countdown: {
    left: 'Kalan süre',
    units: { days: 'gün', hours: 'sa', minutes: 'dk', seconds: 'sn' },
    spoken: (d: string, h: string, m: string, s: string) => `Kalan süre ${d} gün ${h} saat ${m} dakika ${s} saniye`,
    over: 'Süre doldu',
  },
  offers: {
    title: 'İkinci şans teklifleri',
    lead: 'Kazanan ödeme yapmadığı için bu ürünler size son teklifinizle sunuluyor. Kabul ederseniz ürün sepetinize eklenir.',
    price: 'Son teklifiniz',
    validUntil: (when: string) => `Teklif geçerliliği: ${when}`,
    accept: 'Kabul Et',
    decline: 'Reddet',
    declineTitle: 'Teklifi reddetmek istiyor musunuz?',
    declineBody: 'Ürün bir sonraki teklif sahibine sunulur; bu teklifi yeniden kabul edemezsiniz.',
  },
  strikes: {
    title: 'Ödememe kayıtları',
    none: 'Hesabınızda ödememe kaydı yok.',
    rule: (limit: number) =>
      `Kazandığınız bir ürünü süresi içinde ödemezseniz hesabınıza bir kayıt işlenir. ${limit} kayıtta pey verme ve satın alma durdurulur.`,
    count: (active: number, limit: number) => `Geçerli kayıt: ${active} / ${limit}`,
    deadline: (when: string) => `Son ödeme zamanı: ${when}`,
    lifted: (when: string) => `Kaldırıldı: ${when}`,
    active: 'Geçerli',
  },
  seller: {
    completedPurchases: (n: number) => `Alıcının tamamlanmış alışverişi: ${n}`,
  },
  admin: {
    payDeadline: 'Ödeme süresi',
    payDeadlineLead:
      'Mezatı kazanan üyenin ödeme için kaç günü olduğu. Süre dolunca ürün bir sonraki teklif sahibine sunulur ve üyeye ödememe kaydı işlenir.',
    payDeadlineField: 'Ödeme süresi (gün)',
    strikes: (n: number) => `Geçerli ödememe kaydı: ${n}`,
    lift: 'Ödememe kayıtlarını kaldır',
    liftConfirm: 'Üyenin geçerli tüm ödememe kayıtları kaldırılacak ve işlem kaydına yazılacak. Emin misiniz?',
  },
} as const
