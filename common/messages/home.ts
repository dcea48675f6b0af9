// The home page's hero, written by the app (client/routes/index.tsx, through `t.home`) and by the
// worker's skeleton of the home page (worker/html/render-page.ts), which paints it before any
// JavaScript runs: one copy of each sentence for both (docs/first-visit.md).
export const homeHero = {
  heroTitle: 'Değerli parçalar, şeffaf mezatlar',
  heroLead: 'Onaylı satıcılar, 3D Secure ile güvenli ödeme ve saniye saniye canlı teklifler.',
  heroCta: 'Günün Mezatlarına göz at',
  liveShowsCta: 'Yaklaşan canlı mezatlar',
  trust: ['Onaylı satıcılar', 'Güvenli ödeme', 'Canlı teklif'],
} as const
