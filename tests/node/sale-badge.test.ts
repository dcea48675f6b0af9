// A lot's one badge (client/features/auctions/sale-badge.ts): the editor's label or the badge type's word
// while the lot is for sale; none once it has ended.
import { describe, expect, it } from 'vitest'
import { saleBadge } from '../../client/features/auctions/sale-badge.ts'
import { t } from '../../client/i18n/tr.ts'

describe('sale badge', () => {
  it("shows the editor's label coloured by the badge type, or the type's own word, while the lot is open", () => {
    expect(saleBadge({ sale_label: 'Yeni', badgetype: 0 }, false)).toEqual({ text: 'Yeni', tone: 'accent' })
    expect(saleBadge({ sale_label: 'Fırsat', badgetype: 2 }, false)).toEqual({ text: 'Fırsat', tone: 'success' })
    expect(saleBadge({ sale_label: null, badgetype: 4 }, false)).toEqual({ text: t.auction.badge[4], tone: 'danger' })
    expect(saleBadge({ sale_label: null, badgetype: 0 }, false)).toBeNull()
  })

  it('drops the badge of a lot that has ended: "Yeni" or "Son Şans" no longer describe a lot that is not for sale', () => {
    expect(saleBadge({ sale_label: 'Yeni', badgetype: 0 }, true)).toBeNull()
    expect(saleBadge({ sale_label: null, badgetype: 4 }, true)).toBeNull()
  })
})
