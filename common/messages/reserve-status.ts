// The reserve's status on the lot page: the few words every visitor of a lot with a reserve reads, apart from the
// seller's and editors' sentences (reserve.ts) so that the lot page's first visit carries only these.
export const reserveStatus = {
  met: 'Rezerv karşılandı',
  unmet: 'Rezerv karşılanmadı',
  /** Beside the status: what a reserve is, for a bidder who has never met one. */
  explain: 'Satıcı gizli bir en düşük satış fiyatı belirledi; mezat bu fiyatın altında biterse ürün satılmaz.',
  /** A lot that ended below its reserve: the lot page, the seller's lists. */
  endedUnmet: 'Rezerv karşılanmadı; satılmadı',
  /** The seller's own lists: the amount is theirs to see. */
  offerLink: 'En yüksek teklif sahibine teklif sun',
  yourReserve: (amount: string) => `Rezerv: ${amount}`,
} as const
