// The simulated bank's data: which bank and card family a BIN belongs to, each family's installment
// rates, and the outcomes of iyzico's sandbox test cards (docs.iyzico.com "Test Kartları"), with the
// error codes and Turkish messages iyzico answers for them ("Hata Kodları", bank errors 10xxx).

export type CardType = 'CREDIT_CARD' | 'DEBIT_CARD'
export type Association = 'VISA' | 'MASTER_CARD' | 'TROY' | 'AMERICAN_EXPRESS'
export type BinInfo = { bankName: string; bankCode: number; family: string; type: CardType; association: Association; domestic: boolean }

const credit = (bankName: string, bankCode: number, family: string, association: Association): BinInfo => ({
  bankName,
  bankCode,
  family,
  type: 'CREDIT_CARD',
  association,
  domestic: true,
})
const debit = (bankName: string, bankCode: number, family: string, association: Association): BinInfo => ({
  bankName,
  bankCode,
  family,
  type: 'DEBIT_CARD',
  association,
  domestic: true,
})

/** The sandbox's BINs (first six digits of its test cards) and a few common real ones. */
export const BINS: Readonly<Record<string, BinInfo>> = {
  '589004': debit('Akbank', 46, 'Axess', 'MASTER_CARD'),
  '552608': credit('Akbank', 46, 'Axess', 'MASTER_CARD'),
  '476662': debit('Denizbank', 134, 'Bonus', 'VISA'),
  '460345': credit('Denizbank', 134, 'Bonus', 'VISA'),
  '498749': debit('QNB Finansbank', 111, 'CardFinans', 'VISA'),
  '531157': credit('QNB Finansbank', 111, 'CardFinans', 'MASTER_CARD'),
  '979202': debit('QNB Finansbank', 111, 'CardFinans', 'TROY'),
  '979203': credit('QNB Finansbank', 111, 'CardFinans', 'TROY'),
  '517041': debit('Garanti BBVA', 62, 'Bonus', 'MASTER_CARD'),
  '540036': credit('Garanti BBVA', 62, 'Bonus', 'MASTER_CARD'),
  '374427': credit('Garanti BBVA', 62, 'Bonus', 'AMERICAN_EXPRESS'),
  '447505': debit('Halkbank', 12, 'Paraf', 'VISA'),
  '552879': credit('Halkbank', 12, 'Paraf', 'MASTER_CARD'),
  '405903': debit('HSBC', 123, 'Advantage', 'VISA'),
  '550472': credit('HSBC', 123, 'Advantage', 'MASTER_CARD'),
  '589283': debit('Türkiye İş Bankası', 64, 'Maximum', 'MASTER_CARD'),
  '454359': credit('Türkiye İş Bankası', 64, 'Maximum', 'VISA'),
  '491005': debit('VakıfBank', 15, 'World', 'VISA'),
  '415792': credit('VakıfBank', 15, 'World', 'VISA'),
  '516888': debit('Yapı Kredi', 67, 'World', 'MASTER_CARD'),
  '545103': credit('Yapı Kredi', 67, 'World', 'MASTER_CARD'),
  '540001': {
    bankName: 'Yurt dışı bankası',
    bankCode: 0,
    family: 'Non-Turkish',
    type: 'CREDIT_CARD',
    association: 'MASTER_CARD',
    domestic: false,
  },
  '540667': credit('Akbank', 46, 'Axess', 'MASTER_CARD'),
}

/** The sandbox's special cards all start 41…: a test bank's Visa credit cards. */
const TEST_BANK = credit('Test Bankası', 999, 'Bonus', 'VISA')

/** Bank and family of a BIN; an unknown BIN gets its association from the first digit and no installments. */
export function binInfo(bin: string): BinInfo {
  const known = BINS[bin]
  if (known) return known
  if (/^41[1-5]\d{3}$/.test(bin)) return TEST_BANK
  const first = bin[0]
  const association: Association = first === '3' ? 'AMERICAN_EXPRESS' : first === '5' ? 'MASTER_CARD' : first === '9' ? 'TROY' : 'VISA'
  return { bankName: 'Diğer Bankalar', bankCode: 0, family: '', type: 'CREDIT_CARD', association, domestic: true }
}

/** Total interest over the price by number of installments, in basis points (a bank campaign table). */
const RATES: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  Axess: { 1: 0, 2: 240, 3: 360, 6: 690, 9: 1020, 12: 1350 },
  Bonus: { 1: 0, 2: 250, 3: 375, 6: 710, 9: 1040, 12: 1390 },
  CardFinans: { 1: 0, 2: 260, 3: 380, 6: 720, 9: 1050 },
  Maximum: { 1: 0, 2: 245, 3: 370, 6: 700, 9: 1030, 12: 1360 },
  Paraf: { 1: 0, 2: 255, 3: 385, 6: 730, 9: 1060, 12: 1400 },
  World: { 1: 0, 2: 235, 3: 355, 6: 680, 9: 1010, 12: 1340 },
  Advantage: { 1: 0, 2: 265, 3: 390, 6: 740 },
}

/** Installment counts and their rates for a card: debit, foreign and unknown-family cards pay in one go. */
export function installmentRates(info: BinInfo): [number, number][] {
  if (info.type !== 'CREDIT_CARD' || !info.domestic) return [[1, 0]]
  const table = RATES[info.family]
  if (!table) return [[1, 0]]
  return Object.entries(table).map(([n, bp]) => [Number(n), bp])
}

export type Decline = { errorCode: string; errorGroup: string; errorMessage: string }
/** Where a test card fails: at 3-D Secure initialize, at the bank's page (mdStatus), or at the charge. */
export type Outcome =
  | { kind: 'ok'; refundable: boolean }
  | { kind: 'slow' }
  | { kind: 'init-fails'; decline: Decline }
  | { kind: 'md'; mdStatus: string }
  | { kind: 'decline'; decline: Decline }
  /** Charged, then held by the provider's fraud check: 0 under review (approved when asked again), -1 refused. */
  | { kind: 'fraud'; status: 0 | -1 }

const decline = (errorCode: string, errorGroup: string, errorMessage: string): Outcome => ({
  kind: 'decline',
  decline: { errorCode, errorGroup, errorMessage },
})

/** iyzico sandbox's special cards. Every other Luhn-valid card succeeds. */
export const OUTCOMES: Readonly<Record<string, Outcome>> = {
  '4111111111111129': decline('10051', 'NOT_SUFFICIENT_FUNDS', 'Kart limiti yetersiz, yetersiz bakiye'),
  '4129111111111111': decline('10005', 'DO_NOT_HONOUR', 'İşlem onaylanmadı'),
  '4128111111111112': decline('10012', 'INVALID_TRANSACTION', 'Geçersiz işlem'),
  '4127111111111113': decline('10041', 'LOST_CARD', 'Kayıp kart, karta el koyunuz'),
  '4126111111111114': decline('10043', 'STOLEN_CARD', 'Çalıntı kart, karta el koyunuz'),
  '4125111111111115': decline('10054', 'EXPIRED_CARD', 'Vadesi dolmuş kart'),
  '4124111111111116': decline('10084', 'INVALID_CVC2', 'CVC2 bilgisi hatalı'),
  '4123111111111117': decline('10057', 'NOT_PERMITTED_TO_CARDHOLDER', 'Kart sahibi bu işlemi yapamaz'),
  '4122111111111118': decline('10058', 'NOT_PERMITTED_TO_TERMINAL', 'Terminalin bu işlemi yapmaya yetkisi yok'),
  '4121111111111119': decline('10034', 'FRAUD_SUSPECT', 'Dolandırıcılık şüphesi'),
  '4130111111111118': decline('10204', 'UNKNOWN', 'Ödeme işlemi esnasında genel bir hata oluştu'),
  '4131111111111117': { kind: 'md', mdStatus: '0' },
  '4141111111111115': { kind: 'md', mdStatus: '4' },
  '4151111111111112': {
    kind: 'init-fails',
    decline: { errorCode: '10214', errorGroup: 'COMMUNICATION_OR_SYSTEM_ERROR', errorMessage: 'İletişim veya sistem hatası' },
  },
  '5406670000000009': { kind: 'ok', refundable: false },
  // Ours, not the sandbox's: a bank that is slow to charge (docs/checkout.md "A late answer from the bank").
  '4159111111111114': { kind: 'slow' },
  // Ours (iyzico's sandbox has no such cards): fraudStatus 0, then 1 on the next look; and -1.
  '4142111111111114': { kind: 'fraud', status: 0 },
  '4143111111111113': { kind: 'fraud', status: -1 },
}

/** How long the slow card's charge takes (SIM_BANK_SLOW_MS overrides it); while it runs, the bank's payment detail says "in progress". */
export const SLOW_CHARGE_MS = 20_000
export const IN_PROGRESS: Decline = { errorCode: 'IN_PROGRESS', errorGroup: 'PROCESSING', errorMessage: 'Ödeme işlemi devam ediyor' }

export const outcomeOf = (cardNumber: string): Outcome => OUTCOMES[cardNumber] ?? { kind: 'ok', refundable: true }

export const NOT_REFUNDABLE: Decline = { errorCode: '10012', errorGroup: 'INVALID_TRANSACTION', errorMessage: 'Geçersiz işlem' }
export const INVALID_CARD: Decline = { errorCode: '12', errorGroup: 'INVALID_CARD_NUMBER', errorMessage: 'Kart numarası geçersizdir' }
/** iyzico's answer to a sub-merchant with an invalid IBAN or identity number. */
export const SUB_MERCHANT_INVALID: Decline = {
  errorCode: '2001',
  errorGroup: 'INVALID_REQUEST',
  errorMessage: 'Alt üye işyeri bilgileri geçersiz',
}
