// Banks of Turkey: 5-digit EFT/FAST participant code (IBAN characters 5–9) and name
// (notes/packages.md §3; to be checked against the TCMB EFT participant list before going live).
export const BANKS: ReadonlyArray<readonly [string, string]> = [
  ['00010', 'T.C. Ziraat Bankası A.Ş.'],
  ['00012', 'Türkiye Halk Bankası A.Ş.'],
  ['00015', 'Türkiye Vakıflar Bankası T.A.O.'],
  ['00032', 'Türk Ekonomi Bankası A.Ş.'],
  ['00046', 'Akbank T.A.Ş.'],
  ['00059', 'Şekerbank T.A.Ş.'],
  ['00062', 'Türkiye Garanti Bankası A.Ş.'],
  ['00064', 'Türkiye İş Bankası A.Ş.'],
  ['00067', 'Yapı ve Kredi Bankası A.Ş.'],
  ['00092', 'Citibank A.Ş.'],
  ['00099', 'ING Bank A.Ş.'],
  ['00103', 'Fibabanka A.Ş.'],
  ['00109', 'ICBC Turkey Bank A.Ş.'],
  ['00111', 'QNB Bank A.Ş.'],
  ['00123', 'HSBC Bank A.Ş.'],
  ['00124', 'Alternatifbank A.Ş.'],
  ['00125', 'Burgan Bank A.Ş.'],
  ['00134', 'Denizbank A.Ş.'],
  ['00135', 'Anadolubank A.Ş.'],
  ['00143', 'Aktif Yatırım Bankası A.Ş.'],
  ['00146', 'Odea Bank A.Ş.'],
  ['00203', 'Albaraka Türk Katılım Bankası A.Ş.'],
  ['00205', 'Kuveyt Türk Katılım Bankası A.Ş.'],
  ['00206', 'Türkiye Finans Katılım Bankası A.Ş.'],
  ['00209', 'Ziraat Katılım Bankası A.Ş.'],
  ['00210', 'Vakıf Katılım Bankası A.Ş.'],
  ['00211', 'Türkiye Emlak Katılım Bankası A.Ş.'],
]

/** IBAN check digits (mod 97) for a Turkish BBAN: 5-digit bank code + "0" + 16-character account. */
export function makeIban(bankCode: string, account16: string): string {
  const bban = `${bankCode}0${account16}`
  if (!/^\d{5}0[0-9A-Z]{16}$/.test(bban)) throw new Error(`bad BBAN ${bban}`)
  const m = mod97(bban + 'TR00')
  return `TR${String(98 - m).padStart(2, '0')}${bban}`
}

export function mod97(s: string): number {
  let m = 0
  for (const ch of s) {
    const d = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)
    for (const x of d) m = (m * 10 + Number(x)) % 97
  }
  return m
}

export const ibanValid = (iban: string) => /^TR\d{7}0[0-9A-Z]{16}$/.test(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1

/** A valid T.C. kimlik no from 9 leading digits (first digit not 0). */
export function makeTckn(first9: string): string {
  const d = first9.split('').map(Number)
  if (d.length !== 9 || d[0] === 0) throw new Error('need 9 digits, first not 0')
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  const d10 = (((odd * 7 - even) % 10) + 10) % 10
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10
  return first9 + d10 + d11
}

export function tcknValid(s: string): boolean {
  if (!/^[1-9]\d{10}$/.test(s)) return false
  return makeTckn(s.slice(0, 9)) === s
}
