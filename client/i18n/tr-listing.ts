// UI labels of the listing pages (home, categories, search), their banners, videos and carousel: apart from
// the lot page's (client/i18n/tr-storefront.ts), so that a first visit to a listing carries only its own.
// Server sentences live in common/messages; this file holds only what the browser itself writes.
import { t } from './tr.ts'

export const tlist = {
  listing: {
    daily: 'Günün Mezatları',
    dailyLead: 'Önümüzdeki 24 saat içinde tamamlanacak mezatlar; en yakın biten en üstte.',
    upcoming: 'Gelecek Mezatlar',
    upcomingLead: 'Henüz başlamamış mezatlar; en yakın başlayan en üstte. Beğendiklerinizi takip listenize ekleyin.',
    deals: 'Fırsatlar',
    dealsLead: 'Güncel fiyatı Hemen Al fiyatının en altında kalan, devam eden mezatlar.',
    search: 'Arama Sonuçları',
    searchLead: (q: string, n: number) => `“${q}” için ${n} sonuç`,
    searchEmpty: (q: string) => `“${q}” ile eşleşen mezat bulunamadı`,
    searchEmptyBody: 'Farklı ya da daha kısa bir kelime deneyin. Türkçe harfleri yazmasanız da buluruz: “cicek” → Çiçek.',
    searchPrompt: 'Aramak istediğiniz ürünü yazın',
    searchShort: 'Arama için en az 2 karakter yazın.',
    empty: 'Şu anda bu listede mezat yok',
    emptyBody: 'Yeni mezatlar eklendikçe burada göreceksiniz.',
    emptyPast: 'Bu kategoride tamamlanmış mezat yok',
    categoryNotFound: 'Aradığınız kategori bulunamadı',
    categoryNotFoundBody: 'Kategori kaldırılmış ya da adresi değişmiş olabilir.',
    open: 'Açık Mezatlar',
    past: 'Tamamlanan Mezatlar',
    types: 'Mezat türü',
    subcategories: 'Alt kategoriler',
    allIn: (title: string) => `Tümü: ${title}`,
    filterIn: (title: string) => `${title} içinde ara`,
    filterSubmit: 'Filtrele',
    filterClear: 'Temizle',
    results: (n: number) => `${n} mezat`,
    filteredBy: (q: string) => `“${q}” ile süzülüyor`,
    // The shell's, so that the lot page's breadcrumb does not download this file.
    home: t.common.homeCrumb,
    breadcrumb: t.common.breadcrumb,
    end: 'Listenin sonuna geldiniz.',
  },
  banner: {
    close: 'Kampanyayı kapat',
    popupLabel: 'Kampanya',
  },
  video: { watch: 'İzle', goAuction: 'Mezata git', more: 'Ayrıntılar' },
  carousel: { prev: 'Önceki', next: 'Sonraki', label: 'Öne çıkanlar', slide: (i: number, n: number) => `${i} / ${n}` },
} as const
