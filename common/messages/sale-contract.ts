// The distance-sales contract (mesafeli satış sözleşmesi) as it stood at the sale (docs/law.md "The contract at
// the sale"): its own parts around the pre-information the buyer confirmed, the mail that carries it and the
// order page's button.
export const saleContract = {
  title: 'Mesafeli Satış Sözleşmesi',
  lead: 'Bu sözleşme, ürün size satıldığı anda geçerli olan metindir ve değiştirilemez. Aşağıdaki bölümler, pey vermeden ya da satın almadan önce onayladığınız ön bilgilendirme formunun aynısıdır.',
  section: {
    parties: 'Taraflar',
    sale: 'Satış ve toplam tutar',
  },
  buyer: (title: string, id: number) => `Alıcı: Mezat üyesi ${title} (üye no ${id}). Teslimat ve fatura bilgileri ödeme adımında alınır.`,
  seller: 'Satıcı: aşağıdaki “Satıcı” bölümünde kimliği yazılı kişi.',
  platform: 'Aracı hizmet sağlayıcı: aşağıdaki “Aracı hizmet sağlayıcı” bölümünde kimliği yazılı Mezat işletmecisi.',
  soldVia: {
    bid: (at: string) => `Ürün ${at} tarihinde mezatın kapanışında en yüksek pey ile size satıldı.`,
    buynow: (at: string) => `Ürün ${at} tarihinde “Hemen Al” ile size satıldı.`,
    second_chance: (at: string) => `Ürün ${at} tarihinde ikinci şans teklifini kabul etmenizle size satıldı.`,
  },
  price: (price: string) => `Satış fiyatı: ${price}`,
  fee: (fee: string) => `Alıcı hizmet bedeli: ${fee}`,
  cargo: (cargo: string) => `Kargo: ${cargo}`,
  total: (total: string) => `Ödenecek toplam tutar (vergiler dahil): ${total}`,
  preinfoVersion: (version: string) => `Onaylanan ön bilgilendirme metninin sürümü: ${version}`,
  version: (version: string) => `Sözleşme sürümü: ${version}`,
  mailSubject: (lot: string) => `Mesafeli satış sözleşmeniz: ${lot}`,
  mailIntro: 'Satın aldığınız ürünün mesafeli satış sözleşmesi aşağıdadır. Aynı metni sipariş sayfanızda “Sözleşmeyi görüntüle” ile her zaman görebilirsiniz.',
  view: 'Sözleşmeyi görüntüle',
  none: 'Bu sipariş için kayıtlı bir sözleşme bulunamadı.',
}
