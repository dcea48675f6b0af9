// Turkish number formatting without Intl on the common path (docs/first-visit.md "Main thread"):
// the browser's first `Intl` formatter loads ICU's tr-TR data, 60–160 ms of a phone's main thread (CPU ×4)
// in the middle of the first visit, for prices that need only grouping and a decimal comma. The output is
// Intl.NumberFormat('tr-TR')'s own, checked against it in tests/node/number-format.test.ts: "1.234.567,5",
// rounding half away from zero on the number's shortest decimal form, as ICU does (1.005 → "1,01").
// What that arithmetic does not cover (negative numbers, -0, NaN, 10^12 and more (where
// the scaled double would lose a digit), exponent forms)
// goes to a real Intl.NumberFormat, made for that call (no caller of ours passes such values).

/** Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value). */
export function formatNumberTr(value: number, min: number, max: number): string {
  const shortest = String(value)
  if (!(value >= 0 && value < 1e12) || Object.is(value, -0) || shortest.includes('e'))
    return new Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value)
  // Scaling the decimal text (not value × 10^max) keeps the digits ICU rounds: 1.005 → 100.5, not 100.4999….
  const scaled = Math.round(Number(`${shortest}e${max}`))
  const digits = String(scaled).padStart(max + 1, '0')
  const whole = digits.slice(0, digits.length - max)
  let fraction = digits.slice(digits.length - max)
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.')
  return fraction ? `${grouped},${fraction}` : grouped
}
