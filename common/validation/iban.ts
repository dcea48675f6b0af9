// Turkish IBAN (ISO 13616, mod-97 check of ISO 7064): TR + 2 check digits + 5-digit bank (EFT) code + reserve 0
// + 16-character account number, 26 characters, valid when mod 97 of the rearranged number is 1.

export const IBAN_LENGTH = 26

/** Upper-cases, drops spaces and other separators, and forces the TR prefix. */
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

/**
 * Shape of a Turkish IBAN: TR, check digits, bank code, reserve digit 0, 16 account characters. The
 * check digits are 02–98: ISO 13616 computes them as 98 − (mod 97), so 00, 01 and 99 never occur.
 */
export const isTurkishIbanShape = (iban: string) =>
  /^TR\d{7}0[0-9A-Z]{16}$/.test(iban) && Number(iban.slice(2, 4)) >= 2 && Number(iban.slice(2, 4)) <= 98

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
 * The participants of the Turkish EFT/FAST systems by participant code, the code that characters 5–9
 * of a Turkish IBAN carry. Source: TCMB (Central Bank of the Republic of Türkiye), "Ödeme Sistemleri
 * Katılımcıları" (the EFT and FAST participant list, July 2025 edition), transcribed here; TCMB
 * updates it when a bank opens, merges or closes. The list only names banks: a valid IBAN whose code
 * is missing here is still accepted (common/schemas/account.ts). The seed loads it into the `banks`
 * table; GET /api/banks answers from the table.
 */
export const TURKISH_BANKS: ReadonlyArray<{ code: string; bank_title: string }> = [
  { code: '00001', bank_title: 'Türkiye Cumhuriyet Merkez Bankası' },
  { code: '00004', bank_title: 'İller Bankası' },
  { code: '00010', bank_title: 'T.C. Ziraat Bankası' },
  { code: '00012', bank_title: 'Türkiye Halk Bankası' },
  { code: '00014', bank_title: 'Türkiye Sınai Kalkınma Bankası' },
  { code: '00015', bank_title: 'Türkiye Vakıflar Bankası' },
  { code: '00016', bank_title: 'Türk Eximbank' },
  { code: '00017', bank_title: 'Türkiye Kalkınma ve Yatırım Bankası' },
  { code: '00029', bank_title: 'Birleşik Fon Bankası' },
  { code: '00032', bank_title: 'Türk Ekonomi Bankası' },
  { code: '00046', bank_title: 'Akbank' },
  { code: '00059', bank_title: 'Şekerbank' },
  { code: '00060', bank_title: 'Türk Ticaret Bankası' },
  { code: '00062', bank_title: 'Garanti BBVA' },
  { code: '00064', bank_title: 'Türkiye İş Bankası' },
  { code: '00067', bank_title: 'Yapı ve Kredi Bankası' },
  { code: '00091', bank_title: 'Arap Türk Bankası' },
  { code: '00092', bank_title: 'Citibank' },
  { code: '00096', bank_title: 'Turkish Bank' },
  { code: '00098', bank_title: 'JPMorgan Chase Bank' },
  { code: '00099', bank_title: 'ING Bank' },
  { code: '00103', bank_title: 'Fibabanka' },
  { code: '00108', bank_title: 'Turkland Bank' },
  { code: '00109', bank_title: 'ICBC Turkey Bank' },
  { code: '00111', bank_title: 'QNB Bank' },
  { code: '00115', bank_title: 'Deutsche Bank' },
  { code: '00116', bank_title: 'Pasha Yatırım Bankası' },
  { code: '00121', bank_title: 'Standard Chartered Yatırım Bankası' },
  { code: '00122', bank_title: 'Société Générale' },
  { code: '00123', bank_title: 'HSBC Bank' },
  { code: '00124', bank_title: 'Alternatifbank' },
  { code: '00125', bank_title: 'Burgan Bank' },
  { code: '00129', bank_title: 'Bank of America Yatırım Bankası' },
  { code: '00132', bank_title: 'İstanbul Takas ve Saklama Bankası' },
  { code: '00134', bank_title: 'DenizBank' },
  { code: '00135', bank_title: 'Anadolubank' },
  { code: '00137', bank_title: 'Hepsi Bank' },
  { code: '00138', bank_title: 'Diler Yatırım Bankası' },
  { code: '00139', bank_title: 'GSD Yatırım Bankası' },
  { code: '00141', bank_title: 'Nurol Yatırım Bankası' },
  { code: '00142', bank_title: 'Bankpozitif' },
  { code: '00143', bank_title: 'Aktif Yatırım Bankası' },
  { code: '00146', bank_title: 'Odeabank' },
  { code: '00147', bank_title: 'MUFG Bank Turkey' },
  { code: '00148', bank_title: 'Intesa Sanpaolo' },
  { code: '00149', bank_title: 'Bank of China Turkey' },
  { code: '00150', bank_title: 'Golden Global Yatırım Bankası' },
  { code: '00151', bank_title: 'D Yatırım Bankası' },
  { code: '00152', bank_title: 'Destek Yatırım Bankası' },
  { code: '00153', bank_title: 'Misyon Yatırım Bankası' },
  { code: '00154', bank_title: 'Tera Yatırım Bankası' },
  { code: '00155', bank_title: 'Q Yatırım Bankası' },
  { code: '00156', bank_title: 'Hedef Yatırım Bankası' },
  { code: '00157', bank_title: 'Enpara Bank' },
  { code: '00158', bank_title: 'Colendi Bank' },
  { code: '00159', bank_title: 'FUPS Bank' },
  { code: '00160', bank_title: 'Ziraat Dinamik Banka' },
  { code: '00161', bank_title: 'Aytemiz Yatırım Bankası' },
  { code: '00203', bank_title: 'Albaraka Türk Katılım Bankası' },
  { code: '00205', bank_title: 'Kuveyt Türk Katılım Bankası' },
  { code: '00206', bank_title: 'Türkiye Finans Katılım Bankası' },
  { code: '00209', bank_title: 'Ziraat Katılım Bankası' },
  { code: '00210', bank_title: 'Vakıf Katılım Bankası' },
  { code: '00211', bank_title: 'Türkiye Emlak Katılım Bankası' },
  { code: '00212', bank_title: 'Hayat Finans Katılım Bankası' },
  { code: '00213', bank_title: 'T.O.M. Katılım Bankası' },
  { code: '00214', bank_title: 'Dünya Katılım Bankası' },
  { code: '00215', bank_title: 'Adil Katılım Bankası' },
  { code: '00216', bank_title: 'İktisat Katılım Bankası' },
  { code: '00806', bank_title: 'Merkezi Kayıt Kuruluşu' },
  { code: '00807', bank_title: 'Posta ve Telgraf Teşkilatı (PTT)' },
]
