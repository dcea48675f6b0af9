// Turkish identity and tax numbers (the published check-digit algorithms): pure checks shared by worker and browser.

const digitsOf = (s: string) => Array.from(s, (c) => c.charCodeAt(0) - 48)

/**
 * T.C. Kimlik No: 11 digits, the first not 0; digit 10 = ((odd sum × 7) − even sum) mod 10 over
 * digits 1–9, digit 11 = (sum of digits 1–10) mod 10.
 */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = digitsOf(value)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  const d10 = (((odd * 7 - even) % 10) + 10) % 10
  const d11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10
  return d[9] === d10 && d[10] === d11
}

/**
 * Vergi Kimlik No (10 digits, legal entities): the Revenue Administration's check digit.
 * For i = 0..8: t = (d[i] + 9 − i) mod 10; v = t × 2^(9−i) mod 9 (9 when t ≠ 0 and v = 0);
 * the last digit is (10 − Σv mod 10) mod 10.
 */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false
  const d = digitsOf(value)
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const t = (d[i]! + 9 - i) % 10
    let v = (t * 2 ** (9 - i)) % 9
    if (t !== 0 && v === 0) v = 9
    sum += v
  }
  return (10 - (sum % 10)) % 10 === d[9]
}

/** Builds a valid TCKN from its first nine digits (test data and demo seeds). */
export function tcknFromNine(nine: string): string {
  const d = digitsOf(nine)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  const d10 = (((odd * 7 - even) % 10) + 10) % 10
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10
  return `${nine}${d10}${d11}`
}
