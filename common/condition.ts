// The condition report's fixed scale (docs/): one grade per lot, best first. A fixed
// scale rather than free text, so lots compare and a buyer reads every seller's grade the same way; the
// words are the ones Turkish second-hand marketplaces use, with what each means beside it.
export const CONDITION_GRADES = ['new', 'like_new', 'very_good', 'good', 'fair', 'poor'] as const
export type ConditionGrade = (typeof CONDITION_GRADES)[number]

export const CONDITION_LABELS: Record<ConditionGrade, { title: string; meaning: string }> = {
  new: { title: 'Yeni', meaning: 'Hiç kullanılmamış, kutusunda ya da ilk günkü gibi.' },
  like_new: { title: 'Yeni gibi', meaning: 'Çok az kullanılmış; iz, çizik ya da eksik yok.' },
  very_good: { title: 'Çok iyi', meaning: 'Kullanılmış; yakından bakınca görülen küçük izler var.' },
  good: { title: 'İyi', meaning: 'Belirgin kullanım izleri var; çalışır ve eksiksiz.' },
  fair: { title: 'Orta', meaning: 'Yıpranmış; kusurları notlarda ve fotoğraflarda gösterilmiştir.' },
  poor: { title: 'Kusurlu', meaning: 'Onarım ya da parça gerektirir; parça için satılır.' },
}

/** At most this many characters of condition notes. */
export const CONDITION_NOTES_MAX = 1000

/**
 * The condition report's own photos, apart from the gallery (docs/storefront.md "Condition report"): at most this
 * many a lot, each with an optional caption of at most CONDITION_CAPTION_MAX characters saying what it shows.
 */
export const CONDITION_PHOTOS_MAX = 6
export const CONDITION_CAPTION_MAX = 80
