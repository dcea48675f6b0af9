// Labels of the realised-price pages (docs/), apart from tr.ts: only the lazily loaded
// sold-lots page and the lot page's "similar sold" section read them, so the lot page's first visit
// does not carry them.
import { formatDateTime, fromWireTime } from '#common/time.ts'

export const trRealised = {
  title: 'Satılanlar',
  lead: 'Tamamlanan mezatlarda satılan ürünler ve satış fiyatları; en son satılan en üstte. Fiyatlar çekiç fiyatıdır (alıcı hizmet bedeli ve kargo hariç).',
  results: (n: number) => `${n} satış`,
  filteredBy: (q: string) => `“${q}” ile süzülüyor`,
  search: 'Satılanlarda ara',
  searchSubmit: 'Ara',
  categories: 'Kategori',
  all: 'Tümü',
  empty: 'Bu ölçütlere uyan satış yok',
  emptyBody: 'Farklı bir kelime ya da kategori deneyin.',
  hammer: 'Satış fiyatı',
  viaBuyNow: 'Hemen Al ile',
  viaBid: 'Mezatta',
  /** The day of the sale in Istanbul, from the wire's "YYYY-MM-DD HH:mm:ss". */
  soldOn: (closedAt: string) => `${formatDateTime(fromWireTime(closedAt)).slice(0, 10)} tarihinde satıldı`,
  similarTitle: 'Benzerlerinin satış fiyatları',
  similarLead: 'Aynı kategoride, adı bu ürüne benzeyen son satışlar.',
  similarEmpty: 'Bu ürüne benzeyen tamamlanmış bir satış henüz yok.',
  similarAll: 'Tüm satılanlar',
  loadFailed: 'Satış fiyatları yüklenemedi.',
}
