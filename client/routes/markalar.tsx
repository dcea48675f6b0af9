// /markalar: every brand under a digit bucket and the Turkish alphabet
// (a, b, c, ç, d … ö, ü, z), each linking to /marka/{slug}. Grouping uses Turkish case rules (İ → i).
import { Card } from '#client/components/ui/card.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { brandsQuery } from '#client/features/listing-wizard/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { trCompare, trLower, trUpper } from '#common/text.ts'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { answerPage, loadAnswer, type PageData } from './-frames.tsx'

const ALPHABET = 'abcçdefgğhıijklmnoöprsştuüvyz'.split('')
const DIGITS = '0-9'

/** The bucket of a title: its first letter in the Turkish alphabet, the digit bucket, or '#' for anything else. */
function bucketOf(title: string): string {
  const first = trLower(title.trim())[0] ?? ''
  if (/\d/.test(first)) return DIGITS
  if (ALPHABET.includes(first)) return first
  const folded = first.normalize('NFD').replace(/\p{M}/gu, '')
  return ALPHABET.includes(folded) ? folded : '#'
}

function Brands({ data }: { data: PageData<typeof brandsQuery> }) {
  const groups = useMemo(() => {
    const map = new Map<string, typeof data>()
    for (const b of [...data].sort((x, y) => trCompare(x.title, y.title)))
      map.set(bucketOf(b.title), [...(map.get(bucketOf(b.title)) ?? []), b])
    return [DIGITS, ...ALPHABET, '#'].filter((k) => map.has(k)).map((k) => ({ key: k, brands: map.get(k)! }))
  }, [data])
  const anchor = (k: string) => `harf-${k === DIGITS ? 'rakam' : k === '#' ? 'diger' : k}`
  return (
    <>
      <nav
        aria-label={tc.brands.jump}
        className="sticky top-16 z-10 -mx-4 overflow-x-auto bg-canvas/95 px-4 py-2 backdrop-blur sm:mx-0 sm:px-0"
      >
        <ul className="flex gap-1">
          {groups.map((g) => (
            <li key={g.key}>
              <a
                href={`#${anchor(g.key)}`}
                className="grid h-9 min-w-9 place-items-center rounded-control bg-white px-2 text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50"
              >
                {g.key === DIGITS || g.key === '#' ? g.key : trUpper(g.key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((g) => (
          <Card key={g.key} className="p-4">
            <section id={anchor(g.key)} aria-labelledby={`${anchor(g.key)}-baslik`} className="scroll-mt-32">
              <h2 id={`${anchor(g.key)}-baslik`} className="mb-2 border-b border-line pb-2 text-lg font-extrabold text-brand-900">
                {g.key === DIGITS || g.key === '#' ? g.key : trUpper(g.key)}
              </h2>
              <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {g.brands.map((b) => (
                  <li key={b.slug} className="min-w-0">
                    <InternalLink href={`/marka/${b.slug}`} className="block truncate py-0.5 text-ink hover:text-brand-700 hover:underline">
                      {b.title}
                    </InternalLink>
                  </li>
                ))}
              </ul>
            </section>
          </Card>
        ))}
      </div>
    </>
  )
}

export const Route = createFileRoute('/markalar')({
  loader: loadAnswer(brandsQuery),
  component: answerPage(
    brandsQuery,
    (data) => ({ title: tc.brands.title, lead: `${tc.brands.lead} ${tc.brands.count(data.length)}` }),
    Brands,
  ),
})
