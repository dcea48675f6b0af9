// Banks, IBANs and TC kimlik numbers for the demo data come from the rules the product uses
// (common/validation/*), so the seed never holds a second copy of a list or an algorithm.
import { isValidTurkishIban, makeTurkishIban, TURKISH_BANKS } from '../../common/validation/iban.ts'
import { isValidTckn, tcknFromNine } from '../../common/validation/tckn.ts'

export const BANKS: ReadonlyArray<readonly [string, string]> = TURKISH_BANKS.map((b) => [b.code, b.bank_title] as const)
export const makeIban = makeTurkishIban
export const ibanValid = isValidTurkishIban
export const makeTckn = tcknFromNine
export const tcknValid = isValidTckn
