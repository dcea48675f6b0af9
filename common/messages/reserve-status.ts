// The reserve's status on the lot page: the few words every visitor of a lot with a reserve reads, apart from the
// seller's and editors' sentences (reserve.ts) so that the lot page's first visit carries only these.
export const reserveStatus = {
  met: 'Rezerv karşılandı',
  unmet: 'Rezerv karşılanmadı',
  /** Beside the status: what a reserve is, for a bidder who has never met one. */
  explain: 'Satıcının gizli en düşük fiyatı; mezat bunun altında biterse ürün satılmaz.',
  /** A lot that ended below its reserve: the lot page, the seller's lists. */
  endedUnmet: 'Rezerv karşılanmadı; satılmadı',
} as const
