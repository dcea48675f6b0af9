// Account information, bank information and the phone code: 
// plus the real-world checks of docs/member-rules.md (TCKN checksum, IBAN mod-97 and bank code,
// Turkish mobile numbers, holder name). The same schemas run in the worker and in the browser.
import { z } from 'zod'
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '../constants.ts'
import { tr } from '../messages.ts'
import { trUpper } from '../text.ts'
import { IBAN_LENGTH, ibanBankCode, ibanMod97, isTurkishIbanShape, normalizeIban } from '../validation/iban.ts'
import { turkishMobile } from '../validation/phone.ts'
import { isValidTckn } from '../validation/tckn.ts'
import { User, UserAnswer } from './answers.ts'

const m = tr.account

/** Form payloads arrive as strings; JSON may carry numbers. Missing and null read as ''. */
export const asText = (v: unknown) => (v == null ? '' : typeof v === 'number' ? String(v) : v)

export type Rule = readonly [test: (s: string) => boolean, message: string]
/** Trimmed text and its rules in order: the first broken rule is the field's one message. */
export const field = (typeError: string, ...rules: Rule[]) =>
  z.preprocess(
    asText,
    z
      .string({ error: typeError })
      .trim()
      .superRefine((s, ctx) => {
        const broken = rules.find(([test]) => !test(s))
        if (broken) ctx.addIssue({ code: 'custom', message: broken[1] })
      }),
  )
export const filled = (message: string): Rule => [(s) => s !== '', message]
export const atMost = (max: number, message: string): Rule => [(s) => s.length <= max, message]
export const matches = (re: RegExp, message: string): Rule => [(s) => re.test(s), message]

export type BankChoice = { code: string; bank_title: string }

/** "Ayşe  yılmaz" and "AYŞE YILMAZ" are the same holder: Turkish upper case, single spaces. */
export const holderKey = (s: string) => trUpper(s).replace(/\s+/g, ' ').trim()

const NAME = /^[\p{L}][\p{L} .'’-]*$/u
const name = (required: string, tooLong: string) => field(required, filled(required), atMost(50, tooLong), matches(NAME, m.namePattern))

type Issue = (path: string, message: string) => void

/**
 * Adds cross-field issues without piling a second message on a field that already has one: each
 * field shows its first problem only (the browser shows errors[field][0]).
 */
export function issuer(ctx: z.RefinementCtx): Issue & { failed: (...paths: string[]) => boolean } {
  const failed = (...paths: string[]) => ctx.issues.some((i) => paths.includes(String(i.path?.[0])))
  const add = (path: string, message: string) => {
    if (!failed(path)) ctx.addIssue({ code: 'custom', path: [path], message })
  }
  return Object.assign(add, { failed })
}

/**
 * The bank select and the IBAN together: the bank is one of the list, the IBAN is TR + 24 digits with
 * check digits 02–98 and a valid mod-97, and when its bank code is one we know, that bank is the one selected.
 */
export function checkBankAndIban(
  banks: readonly BankChoice[],
  bankTitle: string,
  iban: string,
  issue: Issue,
  paths: { bank: string; iban: string },
) {
  const chosen = banks.find((b) => b.bank_title === bankTitle)
  if (bankTitle === '') issue(paths.bank, m.bankRequired)
  else if (!chosen) issue(paths.bank, m.bankUnknown)
  if (iban === '') return issue(paths.iban, m.ibanRequired)
  if (iban.length !== IBAN_LENGTH || !/^TR\d{24}$/.test(iban)) return issue(paths.iban, m.ibanLength)
  if (!isTurkishIbanShape(iban) || ibanMod97(iban) !== 1) return issue(paths.iban, m.ibanInvalid)
  // A valid IBAN of a bank our list lacks is accepted as it is: the list names banks, it does not vet them.
  const owner = banks.find((b) => b.code === ibanBankCode(iban))
  if (owner && chosen && chosen.code !== owner.code) issue(paths.bank, m.ibanBankMismatch(owner.bank_title))
}

const ibanText = z.preprocess((v) => normalizeIban(String(asText(v))), z.string())

const tckn = field(m.tcknInvalid, matches(/^\d{11}$/, m.tcknInvalid), [isValidTckn, m.tcknChecksum])

const intIn = (min: number, max: number, message: string) =>
  field(message, matches(/^\d{1,4}$/, message), [(s) => Number(s) >= min && Number(s) <= max, message]).transform(Number)

/** A real calendar day (no 31 February). */
export const isCalendarDate = (day: number, month: number, year: number) => {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/** POST /api/setProfileDetails (form). `banks` is the bank list of GET /api/banks. */
export const profileDetailsSchema = (banks: readonly BankChoice[]) =>
  z
    .object({
      title: field(m.titleRequired, filled(m.titleRequired), atMost(50, m.titleTooLong)),
      Ad: name(m.firstNameRequired, m.firstNameTooLong),
      Soyad: name(m.lastNameRequired, m.lastNameTooLong),
      TCKN: tckn,
      DogumGunu: intIn(1, 31, m.birthDateInvalid),
      DogumAyi: intIn(1, 12, m.birthDateInvalid),
      DogumYili: intIn(BIRTH_YEAR_MIN, BIRTH_YEAR_MAX, m.birthYearRange),
      Telefon: field(m.phoneRequired, filled(m.phoneRequired), [(s) => turkishMobile(s) != null, m.phoneInvalid]).transform(
        (s) => turkishMobile(s)!,
      ),
      account_name: field(m.accountNameRequired, filled(m.accountNameRequired), atMost(100, m.accountNameMismatch)),
      bank_title: field(m.bankRequired),
      iban: ibanText,
    })
    .superRefine((v, ctx) => {
      const issue = issuer(ctx)
      if (!issue.failed('DogumGunu', 'DogumAyi', 'DogumYili') && !isCalendarDate(v.DogumGunu, v.DogumAyi, v.DogumYili))
        issue('DogumGunu', m.birthDateInvalid)
      if (!issue.failed('Ad', 'Soyad') && holderKey(v.account_name) !== holderKey(`${v.Ad} ${v.Soyad}`))
        issue('account_name', m.accountNameMismatch)
      checkBankAndIban(banks, v.bank_title, v.iban, issue, { bank: 'bank_title', iban: 'iban' })
    })
    .transform((v) => ({
      title: v.title,
      first_name: v.Ad,
      last_name: v.Soyad,
      tckn: v.TCKN,
      birth_day: v.DogumGunu,
      birth_month: v.DogumAyi,
      birth_year: v.DogumYili,
      phone_1: v.Telefon,
      bank_account_name: v.account_name.replace(/\s+/g, ' '),
      bank_title: v.bank_title,
      bank_iban: v.iban,
    }))
export type ProfileDetailsForm = z.input<ReturnType<typeof profileDetailsSchema>>
export type ProfileDetails = z.output<ReturnType<typeof profileDetailsSchema>>

/**
 * PUT /api/user/updateBankInfo (json). `holder` is the member's "first last" name on file;
 * the account holder must be that person (payouts and refunds go only to the member).
 */
export const bankInfoSchema = (banks: readonly BankChoice[], holder: string | null) =>
  z
    .object({
      bank_title: field(m.bankRequired),
      bank_account_name: field(m.accountNameRequired, filled(m.accountNameRequired), atMost(100, m.accountNameMismatch)),
      bank_iban: ibanText,
    })
    .superRefine((v, ctx) => {
      const issue = issuer(ctx)
      if (!holder) issue('bank_account_name', m.namesMissingForBank)
      else if (holderKey(v.bank_account_name) !== holderKey(holder)) issue('bank_account_name', m.accountNameMismatch)
      checkBankAndIban(banks, v.bank_title, v.bank_iban, issue, { bank: 'bank_title', iban: 'bank_iban' })
    })
export type BankInfoForm = z.input<ReturnType<typeof bankInfoSchema>>

/** POST /api/verifyPhone (form). */
export const VerifyPhoneForm = z.object({
  verification_code: field(tr.phone.codeFormat, matches(/^\d{4}$/, tr.phone.codeFormat)),
})

// ---- answers ---------------------------------------------------------------------------------

export const Bank = z.object({ id: z.number().int(), code: z.string(), bank_title: z.string() })
export type Bank = z.infer<typeof Bank>
export const BanksAnswer = z.array(Bank)

export const ProfileSavedAnswer = z.object({
  message: z.string(),
  verification_sent: z.boolean(),
  phone: z.string(),
  code_expires_at: z.string(),
})
export const PhoneVerifiedAnswer = z.object({ message: z.string(), phone_verified_at: z.string() })

/** GET /api/user as the account page reads it: the shell's answer plus the phone's verification time. */
export const AccountAnswer = UserAnswer.extend({ user: User.extend({ phone_verified_at: z.string().nullable().optional() }) })
export type AccountAnswer = z.infer<typeof AccountAnswer>
