// Turkish-aware text helpers. SQLite's lower() only folds ASCII, so every search
// key and slug is made here, in JS, with the tr-TR locale (SQLite's lower() folds ASCII only, so İ/ı would never match).

/** Lower-cases with Turkish rules: İ→i, I→ı. */
export const trLower = (s: string) => s.toLocaleLowerCase('tr-TR')
export const trUpper = (s: string) => s.toLocaleUpperCase('tr-TR')

/**
 * Folds Turkish text to plain ASCII-ish search keys: case, marks and dotless ı.
 * "IŞIKLI Şamdan" → "isikli samdan", "Hâlâ kâğıt" → "hala kagit". Idempotent.
 */
export const trFold = (s: string) =>
  trLower(s).normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i')

/** URL slug: Turkish letters transliterated, anything else becomes a hyphen. */
export const slugify = (s: string) =>
  trFold(s)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)

// Made on first use, not at import: ICU's collation data is tens of ms of a phone's first visit.
let collator: Intl.Collator | undefined
/** Sorts with the Turkish alphabet (c < ç, ı < i, o < ö, s < ş, u < ü). */
export const trCompare = (a: string, b: string) => (collator ??= new Intl.Collator('tr-TR', { sensitivity: 'base' })).compare(a, b)

/** Search tokens for FTS: folded words of at least one letter or digit. */
export const searchTokens = (q: string) =>
  trFold(q)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12)

/**
 * How another member's name shows in public lists (bids, questions, reviews): first and last
 * letter around three stars, as eBay does ('ahmet_k' → 'a***k'). Idempotent, so a name masked
 * by the room or the worker can be masked again by the browser without change.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length === 0) return '***'
  if (chars.length === 1 || (chars.length === 4 && chars.slice(1, 4).join('') === '***')) return `${chars[0]}***`
  return `${chars[0]}***${chars[chars.length - 1]}`
}
