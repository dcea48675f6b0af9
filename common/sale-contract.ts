// The distance-sales contract at the sale (docs/law.md "The contract at the sale"): the parties and the sale's
// figures around the very pre-information sections the buyer confirmed, so the contract says nothing the buyer
// was not told before bidding. Its version is the template's name and a digest of the text, as the
// pre-information's: equal texts, equal versions.
// Its own sentences, outside the joined catalogue: only the order page and the worker read them.
import { saleContract as m } from './messages/sale-contract.ts'
import { formatKurus } from './money.ts'
import { preinfoVersion } from './preinfo.ts'
import type { PreinfoSection } from './schemas/preinfo.ts'
import { formatDateTime } from './time.ts'


/** A change of the contract's own wording is a new template. */
export const SALE_CONTRACT_TEMPLATE = 'mss-2026-11'

export type SaleVia = 'bid' | 'buynow' | 'second_chance'

export type SaleFacts = {
  buyer: { id: number; title: string }
  via: SaleVia
  soldAt: number
  priceKurus: number
  feeKurus: number
  cargoKurus: number
  /** The pre-information the buyer confirmed (its version and sections). */
  preinfo: { version: string; sections: PreinfoSection[] }
}

/** The contract's sections: the parties, the sale with its all-in total, then the confirmed pre-information. */
export function saleContractSections(f: SaleFacts): PreinfoSection[] {
  const total = f.priceKurus + f.feeKurus + f.cargoKurus
  return [
    { key: 'parties', title: m.section.parties, lines: [m.buyer(f.buyer.title, f.buyer.id), m.seller, m.platform] },
    {
      key: 'sale',
      title: m.section.sale,
      lines: [
        m.soldVia[f.via](formatDateTime(f.soldAt)),
        m.price(formatKurus(f.priceKurus)),
        m.fee(formatKurus(f.feeKurus)),
        m.cargo(formatKurus(f.cargoKurus)),
        m.total(formatKurus(total)),
        m.preinfoVersion(f.preinfo.version),
      ],
    },
    ...f.preinfo.sections,
  ]
}

/** `${SALE_CONTRACT_TEMPLATE}.${first 16 hex of SHA-256 over the sections}`. */
export async function saleContractVersion(sections: PreinfoSection[]): Promise<string> {
  return (await preinfoVersion(sections)).replace(/^[^.]+/, SALE_CONTRACT_TEMPLATE)
}

/** The contract as plain text (the mail's body; the page shows the same sections). */
export function saleContractText(lot: string, sections: PreinfoSection[], version: string): string {
  const parts = sections.map((s) => [s.title.toLocaleUpperCase('tr-TR'), ...s.lines].join('\n'))
  return [`${m.title}: ${lot}`, m.lead, ...parts, m.version(version)].join('\n\n')
}
