// The one badge of a lot, on its card and its page (client/README.md "Sale label and badge type"): the
// editor's sale label coloured by the badge type, or the badge type's own word. None once the lot has
// ended: the labels sell the lot ("Yeni", "Fırsat", "Son Şans"), and a closed lot is no longer for sale;
// its card's chip and its page say how it ended instead.
import { t } from '#client/i18n/tr.ts'

const tones = { 0: 'accent', 1: 'dark', 2: 'success', 3: 'danger', 4: 'danger' } as const

type Labelled = { sale_label?: string | null; badgetype?: number | null }

export function saleBadge(lot: Labelled, ended: boolean) {
  if (ended) return null
  const type = lot.badgetype ?? 0
  const text = lot.sale_label ?? (type ? t.auction.badge[type] : undefined)
  return text ? { text, tone: tones[type as keyof typeof tones] ?? 'accent' } : null
}
