// The closed lot told to each person (docs/money-path.md "The closed lot"): read by the closed lot's panels
// only (closed-panel.tsx, a chunk of its own), so a running lot's first visit does not download them.
export const tout = {
  won_to_pay: {
    title: 'Kazandınız',
    lead: 'Tebrikler! Ürün sepetinizde. Son ödeme zamanına kadar ödemezseniz satın alma hakkınız düşer ve ürün bir sonraki teklif sahibine sunulur.',
  },
  won_paid: { title: 'Kazandınız ve ödediniz', lead: 'Ödemeniz alındı; siparişinizi Siparişlerim sayfasından izleyebilirsiniz.' },
  lapsed: {
    title: 'Satın alma hakkınız düştü',
    lead: 'Süresi içinde ödeme yapılmadığı için ürün sepetinizden çıkarıldı, hesabınıza bir ödememe kaydı işlendi ve ürün bir sonraki teklif sahibine sunuldu. Bu ürün için sizden ödeme alınmadı.',
  },
  offer_open: {
    title: 'Size ikinci şans teklifi var',
    lead: 'Kazanan ödeme yapmadı. Ürünü kendi son teklifiniz olan fiyatla satın alabilirsiniz; teklifi sepetinizden kabul edin ya da reddedin.',
  },
  offer_to_pay: {
    title: 'İkinci şansla aldınız',
    lead: 'Teklifi kabul ettiniz; ürün kendi son teklifiniz olan fiyatla sepetinizde. Son ödeme zamanına kadar ödeyin.',
  },
  offer_paid: { title: 'İkinci şansla satın aldınız', lead: 'Ürünü kendi son teklifiniz olan fiyatla satın aldınız; ödemeniz alındı.' },
  sold_awaiting: {
    title: 'Ürününüz satıldı',
    lead: 'Kazananın ödemesi bekleniyor. Ödeme gelince sipariş Satışlarım sayfasına düşer; ödemezse ürün bir sonraki teklif sahibine sunulur ve size bildirilir.',
  },
  sold_paid: { title: 'Ürününüz satıldı', lead: 'Alıcı ödemeyi yaptı. Siparişi Satışlarım sayfasından hazırlayıp kargoya verin.' },
  second_chance_awaiting: {
    title: 'İkinci şans teklifi sunuldu',
    lead: 'Kazanan süresi içinde ödeme yapmadı. Ürün, bir sonraki teklif sahibine kendi son teklifi olan fiyatla sunuldu; ödeme gelince sipariş Satışlarım sayfasına düşer.',
  },
  second_chance_paid: {
    title: 'İkinci şansla satıldı',
    lead: 'Kazanan ödeme yapmadı; ürünü bir sonraki teklif sahibi kendi son teklifiyle satın aldı. Siparişi Satışlarım sayfasından hazırlayın.',
  },
  unsold: {
    title: 'Ürününüz satılmadı',
    lead: 'Ödeme yapan alıcı çıkmadı. Ürünü Mezatlarım sayfasından tek tıkla yeniden listeleyebilirsiniz.',
  },
  price: { buyer: 'Satın alma fiyatınız', seller: 'Satış fiyatı', secondChance: 'İkinci şans fiyatı', hammer: 'Kazanan teklif' },
  offerUntil: (time: string) => `Teklifin son geçerlilik zamanı: ${time}`,
  goPay: 'Sepete git ve öde',
  goOffer: 'Teklifi sepetimde gör',
  goOrders: 'Siparişlerim',
  goStrikes: 'Ödememe kayıtlarım',
  goSales: 'Satışlarım',
  goRelist: 'Mezatlarım',
  /** The closed lot's box: the price it sold at, or that it did not sell. */
  panel: {
    allIn: 'Ödeyeceğiniz toplam',
    payBefore: (time: string) => `Son ödeme zamanı: ${time}`,
    closed: 'Mezat sona erdi',
    soldFor: 'Satış fiyatı',
    soldBuyNow: 'Hemen Al ile satıldı.',
    unsold: 'Teklif verilmediği için ürün satılmadı.',
  },
} as const
