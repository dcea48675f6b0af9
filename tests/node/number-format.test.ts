// Turkish numbers and times without Intl on a first visit: the arithmetic of
// common/number-format.ts and formatDateTime writes what Intl itself writes, for any value.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatKurus, formatLira, formatLira2 } from '../../common/money.ts'
import { formatNumberTr } from '../../common/number-format.ts'
import { formatDateTime, TIME_ZONE } from '../../common/time.ts'

const FORMS = [
  [0, 2],
  [2, 2],
  [1, 1],
] as const
const intl = (min: number, max: number) => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max })

describe('formatNumberTr', () => {
  it("writes Intl.NumberFormat('tr-TR')'s text, ties and fallbacks included", () => {
    const edges = [0, -0, 20527163865788.414, 999999999999.995, 0.5, 0.005, 0.015, 1.005, 2.675, 9.995, 999, 1000, 1234.5, 1234567.891, 1e-7, 1e21, -3.25, NaN, Infinity]
    for (const [min, max] of FORMS) for (const x of edges) expect(formatNumberTr(x, min, max), `${x}`).toBe(intl(min, max).format(x))
  })

  it('agrees with Intl on any number and on any kuruş amount', () => {
    const formats = FORMS.map(([min, max]) => [min, max, intl(min, max)] as const)
    const agrees = (x: number) => formats.every(([min, max, f]) => formatNumberTr(x, min, max) === f.format(x))
    fc.assert(fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), agrees), { numRuns: 3000 })
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e13 }), (k) => agrees(k / 100)), { numRuns: 3000 })
  })

  it('keeps the money helpers\' texts', () => {
    expect(formatLira(1250)).toBe('1.250\u00a0₺')
    expect(formatLira(12.5)).toBe('12,50\u00a0₺')
    expect(formatKurus(240_410)).toBe('2.404,10\u00a0₺')
    expect(formatKurus(275_000)).toBe('2.750\u00a0₺')
    expect(formatLira(0.1 + 0.2)).toBe('0,30\u00a0₺')
    expect(formatLira(-4)).toBe('0\u00a0₺')
    expect(formatLira2(1250)).toBe('1.250,00\u00a0₺')
  })
})

describe('formatDateTime', () => {
  // Since September 2016 Istanbul keeps GMT+3 all year (what toWireTime and fromWireTime assume too).
  it("writes Intl.DateTimeFormat('tr-TR') in Istanbul time", () => {
    const f = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2017, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => formatDateTime(ms) === f.format(new Date(ms))),
      { numRuns: 3000 },
    )
    expect(() => formatDateTime(NaN)).toThrow(RangeError)
  })
})
