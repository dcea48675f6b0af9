// The seller's preview of a lot before publication (/onizleme/{slug}): its own route, so the lot page's first
// visit does not download these.
export const tpre = {
  title: 'Ön İzleme',
  steps: ['Kategori', 'Ürün Bilgileri', 'Fiyat Bilgileri', 'Fotoğraflar', 'Özet'],
  stepsLabel: 'İlan adımları',
  step: (n: number) => `Adım ${n}`,
  waiting: 'Editör onayı bekleniyor',
  waitingBody: 'Mezatınız editörlerimiz tarafından inceleniyor; bu en geç 3 saat sürer. Bu sayfa onay durumunu 5 saniyede bir kontrol eder.',
  rejected: 'Mezatınız reddedildi',
  reason: 'Gerekçe',
  approved: 'Mezatınız yayında',
  viewLive: 'Yayındaki sayfaya git',
  myAuctions: 'Mezatlarım',
} as const
