// Turkish IBAN (notes/packages.md §3): TR + 2 check digits + 5-digit bank (EFT) code + reserve 0
// + 16-character account number, 26 characters, valid when mod 97 of the rearranged number is 1.

export const IBAN_LENGTH = 26

/** Upper-cases, drops spaces and other separators, and forces the TR prefix (member-area §5). */
export function normalizeIban(raw: string): string {
  const s = raw.toLocaleUpperCase('tr-TR').replace(/[^0-9A-Z]/g, '')
  if (s === '') return ''
  if (s.startsWith('TR')) return s
  // Typed without the country code ("33 0006 1005…") or with a wrong one: the account is Turkish.
  return `TR${/^\d/.test(s) ? s : s.replace(/^[A-Z]{1,2}/, '')}`
}

/** ISO 13616 mod-97 over the whole IBAN (streaming, no BigInt). */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let m = 0
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0)
    const digits = code >= 65 ? String(code - 55) : ch
    for (const d of digits) m = (m * 10 + (d.charCodeAt(0) - 48)) % 97
  }
  return m
}

/** Shape of a Turkish IBAN: TR, check digits, bank code, reserve digit 0, 16 account characters. */
export const isTurkishIbanShape = (iban: string) => /^TR\d{7}0[0-9A-Z]{16}$/.test(iban)

export const isValidTurkishIban = (iban: string) => isTurkishIbanShape(iban) && ibanMod97(iban) === 1

/** The 5-digit EFT/FAST participant code (characters 5–9). */
export const ibanBankCode = (iban: string) => iban.slice(4, 9)

/** A valid IBAN from a bank code and a 16-character account (test data and demo seeds). */
export function makeTurkishIban(bankCode: string, account: string): string {
  const bban = `${bankCode.padStart(5, '0')}0${account.padStart(16, '0')}`
  const check = 98 - ibanMod97(`TR00${bban}`)
  return `TR${String(check).padStart(2, '0')}${bban}`
}

/** "TR33 0006 1005 1978 6457 8413 26": groups of four, as banks print it. */
export const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

/**
 * Banks of Turkey by EFT/FAST participant code (notes/packages.md §3). The seed loads this list into
 * the `banks` table; GET /api/banks answers from the table. NOTE: check against the TCMB EFT
 * participant list before going live.
 */
export const TURKISH_BANKS: ReadonlyArray<{ code: string; bank_title: string }> = [
  { code: '00010', bank_title: 'T.C. Ziraat Bankası' },
  { code: '00012', bank_title: 'Türkiye Halk Bankası' },
  { code: '00015', bank_title: 'Türkiye Vakıflar Bankası' },
  { code: '00032', bank_title: 'Türk Ekonomi Bankası' },
  { code: '00046', bank_title: 'Akbank' },
  { code: '00059', bank_title: 'Şekerbank' },
  { code: '00062', bank_title: 'Garanti BBVA' },
  { code: '00064', bank_title: 'Türkiye İş Bankası' },
  { code: '00067', bank_title: 'Yapı ve Kredi Bankası' },
  { code: '00092', bank_title: 'Citibank' },
  { code: '00099', bank_title: 'ING Bank' },
  { code: '00103', bank_title: 'Fibabanka' },
  { code: '00109', bank_title: 'ICBC Turkey Bank' },
  { code: '00111', bank_title: 'QNB Bank' },
  { code: '00123', bank_title: 'HSBC Bank' },
  { code: '00124', bank_title: 'Alternatifbank' },
  { code: '00125', bank_title: 'Burgan Bank' },
  { code: '00134', bank_title: 'DenizBank' },
  { code: '00135', bank_title: 'Anadolubank' },
  { code: '00143', bank_title: 'Aktif Yatırım Bankası' },
  { code: '00146', bank_title: 'Odeabank' },
  { code: '00203', bank_title: 'Albaraka Türk Katılım Bankası' },
  { code: '00205', bank_title: 'Kuveyt Türk Katılım Bankası' },
  { code: '00206', bank_title: 'Türkiye Finans Katılım Bankası' },
  { code: '00209', bank_title: 'Ziraat Katılım Bankası' },
  { code: '00210', bank_title: 'Vakıf Katılım Bankası' },
  { code: '00211', bank_title: 'Türkiye Emlak Katılım Bankası' },
]
