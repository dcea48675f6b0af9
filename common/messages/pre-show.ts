// Bids before a live show's lot opens: a member's automatic maximum left in advance (docs/bidding.md
// "Bids before the show").
export const preShow = {
  set: (max: string) =>
    `Ön teklifiniz kaydedildi. Lot açıldığında sizin adınıza, aynı pey aralığıyla, en fazla ${max} tutarına kadar pey verilecek.`,
  yours: (max: string) => `Ön teklifiniz: en fazla ${max}`,
  title: 'Ön teklif',
  lead: 'Bu lot canlı mezatta açılacak. Şimdiden bir üst limit bırakın; lot açıldığında sistem limitinize kadar en küçük adımla sizin yerinize pey verir. Eşit limitlerde önce bırakılan öne geçer.',
  opensAt: (when: string) => `Lot ${when} tarihinde açılacak.`,
  listTitle: 'Ön teklifleriniz',
  listLead: 'Canlı mezatta henüz açılmamış lotlara bıraktığınız üst limitler. Lot açıldığında pey olarak işlenir.',
} as const
