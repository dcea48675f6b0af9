// Account information: personal details and the payout account.
// "Bilgilerimi Kaydet" sends everything (POST /api/setProfileDetails) and opens the phone code
// modal; "Banka Bilgilerini Kaydet" changes only the bank (PUT /api/user/updateBankInfo). The
// shared schemas check every field before anything is sent; the server's 422 lands under the field.
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { Options, SelectField, TextField } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage, isApiError } from '#client/lib/api.ts'
import { focusFirstInvalid, fromServer, fromZodIssues, type FieldErrors } from '#client/lib/form-errors.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '#common/constants.ts'
import { tr } from '#common/messages.ts'
import { bankInfoSchema, profileDetailsSchema, type Bank } from '#common/schemas/account.ts'
import type { User } from '#common/schemas/answers.ts'
import { formatIban, ibanBankCode, normalizeIban } from '#common/validation/iban.ts'
import { formatPhone } from '#common/validation/phone.ts'
import { useRef, useState, type FormEvent } from 'react'
import { useSaveBank, useSaveProfile } from '../queries.ts'
import { PhoneCodeDialog } from './phone-code-dialog.tsx'
import { PhoneField } from './phone-field.tsx'

type Values = {
  title: string
  Ad: string
  Soyad: string
  TCKN: string
  DogumGunu: string
  DogumAyi: string
  DogumYili: string
  Telefon: string
  account_name: string
  bank_title: string
  iban: string
}

const initial = (u: User): Values => ({
  title: u.title ?? '',
  Ad: u.first_name ?? '',
  Soyad: u.last_name ?? '',
  TCKN: u.tckn ?? '',
  DogumGunu: u.birth_day ? String(u.birth_day) : '',
  DogumAyi: u.birth_month ? String(u.birth_month) : '',
  DogumYili: String(u.birth_year ?? BIRTH_YEAR_MAX),
  Telefon: u.phone_1 ? formatPhone(u.phone_1) : '',
  account_name: u.bank_account_name ?? '',
  bank_title: u.bank_title ?? '',
  iban: u.bank_iban ? formatIban(u.bank_iban) : '',
})

const YEARS = Array.from({ length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 }, (_, i) => BIRTH_YEAR_MAX - i)
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1)
const BANK_FIELDS = { bank_title: 'bank_title', bank_account_name: 'account_name', bank_iban: 'iban' } as const
const PERSONAL = new Set(['title', 'Ad', 'Soyad', 'TCKN', 'DogumGunu', 'DogumAyi', 'DogumYili', 'Telefon'])

/** The IBAN's bank, once enough characters are typed, and whether the select disagrees with it. */
function ibanBank(banks: Bank[], iban: string, chosen: string) {
  const normalized = normalizeIban(iban)
  if (normalized.length < 9) return null
  const owner = banks.find((b) => b.code === ibanBankCode(normalized))
  return owner ? { owner, mismatch: chosen !== '' && chosen !== owner.bank_title } : null
}

export function AccountForm({ user, phoneVerified, banks }: { user: User; phoneVerified: boolean; banks: Bank[] }) {
  const { values, setValues, setErrors, formRef: personalRef, patch, field } = useFormFields<Values>(() => initial(user))
  const [codeFor, setCodeFor] = useState<string | null>(null)
  const bankRef = useRef<HTMLFormElement>(null)
  const saveProfile = useSaveProfile()
  const saveBank = useSaveBank()

  const detected = ibanBank(banks, values.iban, values.bank_title)

  /** Focus goes to the first broken field, in the personal card when it has one. */
  const focusErrors = (found: FieldErrors) =>
    focusFirstInvalid(Object.keys(found).some((k) => PERSONAL.has(k)) ? personalRef.current : bankRef.current)

  const failed = (error: unknown, fieldMap: Record<string, string> = {}) => {
    if (isApiError(error) && error.isUnauthenticated) return toast.error(tr.account.guest)
    const server = fromServer(error)
    const mapped: FieldErrors = {}
    for (const [k, v] of Object.entries(server)) mapped[fieldMap[k] ?? k] = v
    if (Object.keys(mapped).length > 0) {
      setErrors(mapped)
      focusErrors(mapped)
    }
    toast.error(errorMessage(error))
  }

  const submitProfile = (e: FormEvent) => {
    e.preventDefault()
    const parsed = profileDetailsSchema(banks).safeParse(values)
    if (!parsed.success) {
      const found = fromZodIssues(parsed.error)
      setErrors(found)
      focusErrors(found)
      return
    }
    saveProfile.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message)
        setCodeFor(answer.phone)
      },
      onError: (error) => failed(error),
    })
  }

  const submitBank = (e: FormEvent) => {
    e.preventDefault()
    const holder = user.first_name && user.last_name ? `${user.first_name} ${user.last_name}` : null
    const body = { bank_title: values.bank_title, bank_account_name: values.account_name, bank_iban: values.iban }
    const parsed = bankInfoSchema(banks, holder).safeParse(body)
    if (!parsed.success) {
      const mapped: FieldErrors = {}
      for (const [k, v] of Object.entries(fromZodIssues(parsed.error))) mapped[BANK_FIELDS[k as keyof typeof BANK_FIELDS] ?? k] = v
      setErrors(mapped)
      focusFirstInvalid(bankRef.current)
      return
    }
    saveBank.mutate(body, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        isApiError(error) && error.status !== 422 && error.status !== 401
          ? toast.error(tr.account.bankServerError(error.status))
          : failed(error, BANK_FIELDS),
    })
  }

  return (
    <>
      <form ref={personalRef} id="kisisel" noValidate onSubmit={submitProfile}>
        <SectionCard
          title={tm.account.personal}
          action={
            <Badge tone={phoneVerified ? 'success' : 'accent'}>
              {phoneVerified ? tm.account.phoneVerified : tm.account.phoneUnverified}
            </Badge>
          }
        >
          <p className="-mt-1 mb-4 text-sm text-ink-muted">{tm.account.personalLead}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              className="sm:col-span-2"
              label={tm.account.nickname}
              hint={tm.account.nicknameHint}
              required
              maxLength={50}
              autoComplete="nickname"
              {...field('title')}
            />
            <TextField label={tm.account.firstName} required maxLength={50} autoComplete="given-name" {...field('Ad')} />
            <TextField label={tm.account.lastName} required maxLength={50} autoComplete="family-name" {...field('Soyad')} />
            <TextField
              label={tm.account.tckn}
              hint={tm.account.tcknHint}
              required
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
              {...field('TCKN')}
              onChange={(e) => patch({ TCKN: e.target.value.replace(/\D/g, '') })}
            />
            <fieldset>
              <legend className="mb-1.5 block text-sm font-semibold text-ink">
                {tm.account.birthDate}
                <span className="ml-0.5 text-danger-700" aria-hidden="true">
                  *
                </span>
              </legend>
              <div className="grid grid-cols-[1fr_1.4fr_1.2fr] gap-2">
                <SelectField label={<span className="sr-only">{tm.account.day}</span>} {...field('DogumGunu')} autoComplete="bday-day">
                  <option value="">{tm.account.day}</option>
                  <Options items={DAYS} value={(d) => d} />
                </SelectField>
                <SelectField label={<span className="sr-only">{tm.account.month}</span>} {...field('DogumAyi')} autoComplete="bday-month">
                  <option value="">{tm.account.month}</option>
                  {tm.account.months.map((name, i) => (
                    <option key={name} value={i + 1}>
                      {name}
                    </option>
                  ))}
                </SelectField>
                <SelectField label={<span className="sr-only">{tm.account.year}</span>} {...field('DogumYili')} autoComplete="bday-year">
                  <Options items={YEARS} value={(y) => y} />
                </SelectField>
              </div>
            </fieldset>
            <PhoneField className="sm:col-span-2" label={tm.account.phone} hint={tm.account.phoneHint} required {...field('Telefon')} />
          </div>
          <CollectionNotice point="account" className="mt-4" />
        </SectionCard>
      </form>

      <form ref={bankRef} id="banka" noValidate onSubmit={submitBank}>
        <SectionCard title={tm.account.bankSection}>
          <p className="-mt-1 mb-4 text-sm text-ink-muted">{tm.account.bankLead}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={tm.account.accountHolder}
              hint={tm.account.accountHolderHint}
              required
              maxLength={100}
              autoComplete="name"
              {...field('account_name')}
            />
            <SelectField label={tm.account.bank} required {...field('bank_title')}>
              <option value="">{tm.common.choose}</option>
              {banks.map((b) => (
                <option key={b.code} value={b.bank_title}>
                  {b.bank_title}
                </option>
              ))}
            </SelectField>
            <TextField
              className="sm:col-span-2"
              label={tm.account.iban}
              hint={tm.account.ibanHint}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={34}
              placeholder="TR00 0000 0000 0000 0000 0000 00"
              {...field('iban')}
              onChange={(e) => patch({ iban: e.target.value.toLocaleUpperCase('tr-TR').replace(/[^0-9A-Z ]/g, '') })}
              onBlur={() => setValues((v) => ({ ...v, iban: v.iban ? formatIban(normalizeIban(v.iban)) : '' }))}
            />
          </div>
          {detected ? (
            <Alert
              className="mt-4"
              tone={detected.mismatch ? 'warning' : 'info'}
              action={
                detected.mismatch ? (
                  <Button size="sm" variant="secondary" onClick={() => patch({ bank_title: detected.owner.bank_title })}>
                    {tm.account.useIbanBank(detected.owner.bank_title)}
                  </Button>
                ) : undefined
              }
            >
              {detected.mismatch
                ? tr.account.ibanBankMismatch(detected.owner.bank_title)
                : tm.account.ibanBankDetected(detected.owner.bank_title)}
            </Alert>
          ) : null}
          <CollectionNotice point="seller" className="mt-4" />
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {user.bank_iban ? (
              <Button type="submit" variant="secondary" loading={saveBank.isPending}>
                {tm.account.saveBank}
              </Button>
            ) : null}
            <Button type="submit" form="kisisel" loading={saveProfile.isPending}>
              {tm.account.submit}
            </Button>
          </div>
        </SectionCard>
      </form>

      <PhoneCodeDialog
        phone={codeFor}
        onClose={() => setCodeFor(null)}
        onResend={() => personalRef.current?.requestSubmit()}
        resending={saveProfile.isPending}
      />
    </>
  )
}
