// What the law asks of single lots (docs/law.md "Cultural property" and "Cayma exceptions"): the categories
// whose lots may be cultural property (2863), the proof a seller attaches, and the exceptions of the Mesafeli
// Sözleşmeler Yönetmeliği m.15 a trader may mark a lot under. The rules are here once; the wizard, the worker,
// the console and the pre-information read them.
import { z } from 'zod'
import { tr } from './messages.ts'

const m = tr.lotLaw

/**
 * Categories (by slug, at any level of the lot's category path) whose lots may be cultural property under 2863:
 * antiques and coins. A lot filed anywhere under one of them gets the wizard's question.
 */
export const CULTURAL_CATEGORY_SLUGS: readonly string[] = ['antika', 'numismatik']

export const isCulturalCategory = (slugs: ReadonlyArray<string | null | undefined>) =>
  slugs.some((s) => s != null && CULTURAL_CATEGORY_SLUGS.includes(s))

/** The proof of a cultural-property lot: the museum's registration, or an expert's report on an unregistered item. */
export const CULTURAL_DOCUMENT_KINDS = ['tescil', 'ekspertiz'] as const
export type CulturalDocumentKind = (typeof CULTURAL_DOCUMENT_KINDS)[number]

/**
 * MSY m.15(1)'s exceptions that concern goods and that hold from the moment of sale. Left out on purpose: the
 * services of (g)–(ı); and (ç) and (e), goods whose seal the buyer opened, because whether they apply depends on
 * what the buyer does after delivery, which a mark at listing cannot know (docs/law.md "Cayma exceptions").
 * The list has no exception for auctions.
 */
export const CAYMA_EXCEPTIONS = ['market_price', 'personalised', 'perishable', 'mixed', 'periodical'] as const
export type CaymaException = (typeof CAYMA_EXCEPTIONS)[number]
export const isCaymaException = (v: unknown): v is CaymaException => (CAYMA_EXCEPTIONS as readonly unknown[]).includes(v)

/** The exception's name and the letter of MSY m.15(1) it rests on, as buyers and editors read it. */
export const caymaExceptionLabel = (e: CaymaException) => `${m.exceptions[e]} (${m.exceptionSource(m.exceptionLetters[e])})`

export type LotDeclarations = {
  cultural_property: boolean
  cultural_document_kind: CulturalDocumentKind | null
  cayma_exception: CaymaException | null
}

/**
 * The wizard's three answers (strings, as the multipart sends them), checked against whether the lot's category
 * is one of CULTURAL_CATEGORY_SLUGS. Outside them the cultural answers are ignored. `issue` reports a field's
 * message; the document itself and the seller's permit are the worker's to check (it has the file and the row).
 */
export function readDeclarations(
  v: { cultural_property?: string; cultural_document_kind?: string; cayma_exception?: string },
  cultural: boolean,
  issue: (field: string, message: string) => void,
): LotDeclarations {
  const answer = (v.cultural_property ?? '').trim()
  const kind = (v.cultural_document_kind ?? '').trim()
  const exception = (v.cayma_exception ?? '').trim()
  if (cultural && answer !== '0' && answer !== '1') issue('cultural_property', m.culturalRequired)
  const isCultural = cultural && answer === '1'
  const docKind = (CULTURAL_DOCUMENT_KINDS as readonly string[]).includes(kind) ? (kind as CulturalDocumentKind) : null
  if (isCultural && !docKind) issue('cultural_document_kind', m.documentKindRequired)
  if (exception && !isCaymaException(exception)) issue('cayma_exception', m.exceptionInvalid)
  return {
    cultural_property: isCultural,
    cultural_document_kind: isCultural ? docKind : null,
    cayma_exception: isCaymaException(exception) ? exception : null,
  }
}

/** The trading permit number (ruhsatname, 2863 m.27) as the museum directorate writes it: letters, digits, / . -. */
export const PERMIT_NO = /^[0-9A-Za-zÇĞİÖŞÜçğıöşü][0-9A-Za-zÇĞİÖŞÜçğıöşü/.\- ]{1,59}$/

/** Istanbul is GMT+3 all year (common/time.ts). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000
const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayStart = (s: string) => Date.parse(`${s}T00:00:00Z`) - ISTANBUL_OFFSET_MS

/**
 * GET /api/admin/reports/cultural-property?from=&to=: Istanbul days, both included, at most a year apart.
 * Output: UTC bounds [from, to).
 */
export const CulturalReportQuery = z
  .object({
    from: z.string({ error: m.reportDayInvalid }).regex(DAY, m.reportDayInvalid),
    to: z.string({ error: m.reportDayInvalid }).regex(DAY, m.reportDayInvalid),
  })
  .superRefine((q, ctx) => {
    for (const k of ['from', 'to'] as const)
      if (DAY.test(q[k]) && Number.isNaN(dayStart(q[k]))) ctx.addIssue({ code: 'custom', path: [k], message: m.reportDayInvalid })
    if (!DAY.test(q.from) || !DAY.test(q.to)) return
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.reportRangeOrder })
    else if (dayStart(q.to) - dayStart(q.from) > 366 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: m.reportRangeTooLong })
  })
  .transform((q) => ({ from: q.from, to: q.to, fromMs: dayStart(q.from), toMs: dayStart(q.to) + 86_400_000 }))

/** The lot's declarations as the console's review shows them. */
export const ReviewDeclarations = z.object({
  cultural_property: z.boolean(),
  cultural_document_kind: z.enum(CULTURAL_DOCUMENT_KINDS).nullable(),
  /** Whether this editor has opened the document (the approval needs it). */
  document_opened: z.boolean(),
  /** The seller's trading permit number on file, or null. */
  permit_no: z.string().nullable(),
  cayma_exception: z.enum(CAYMA_EXCEPTIONS).nullable(),
})
