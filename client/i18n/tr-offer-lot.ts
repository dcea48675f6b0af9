// The lot page's two offer labels, apart from the storefront's catalogue so the home page's first visit does not
// carry them (tests/e2e/first-visit.spec.ts); the offer screens' own labels are in tr-offers.ts, loaded with them.
export const tol = { makeOffer: 'Teklif ver', soldOffer: 'Kabul edilen bir teklifle satıldı.' } as const
