// The delivery address form: native selects for il → ilçe →
// mahalle (a district may have hundreds of mahalle; phones show native pickers best); choosing a
// mahalle fills the postal code. Checked with the shared schema before it is sent.
import { Button } from '#client/components/ui/button.tsx'
import { Options, SelectField, TextField } from '#client/components/ui/field.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { fromServer } from '#client/lib/form-errors.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { DEFAULT_COUNTRY } from '#common/constants.ts'
import { AddressFields, type Address, type AddressInput } from '#common/schemas/address.ts'
import { formatPhone } from '#common/validation/phone.ts'
import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { districtsQuery, neighbourhoodsQuery, provincesQuery } from '../queries.ts'
import { PhoneField } from './phone-field.tsx'

type Values = Required<{
  [K in 'person' | 'title' | 'line1' | 'line2' | 'city' | 'town' | 'neighbourhood' | 'postalcode' | 'phone']: string
}>

const blank: Values = { person: '', title: '', line1: '', line2: '', city: '', town: '', neighbourhood: '', postalcode: '', phone: '' }
const fromAddress = (a: Address): Values => ({
  person: a.person,
  title: a.title,
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  town: a.town,
  neighbourhood: a.neighbourhood ?? '',
  postalcode: a.postalcode,
  phone: formatPhone(a.phone),
})

export function AddressForm({
  address,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  id,
}: {
  address?: Address
  submitLabel: string
  pending: boolean
  /** Resolves when saved; rejects with the server's error (its field messages are shown). */
  onSubmit: (values: AddressInput) => Promise<unknown>
  onCancel?: () => void
  id: string
}) {
  const {
    values,
    setValues,
    errors,
    formRef,
    patch: set,
    field,
    check,
    invalid,
  } = useFormFields<Values>(address ? fromAddress(address) : blank)
  const provinces = useQuery(provincesQuery())
  const province = provinces.data?.find((p) => p.name === values.city)
  const districts = useQuery(districtsQuery(province ? String(province.id) : ''))
  const district = districts.data?.find((d) => d.name === values.town)
  const neighbourhoods = useQuery(neighbourhoodsQuery(province ? String(province.id) : '', district ? String(district.id) : ''))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const payload: AddressInput = { ...values, country: DEFAULT_COUNTRY }
    if (!check(AddressFields, payload)) return
    onSubmit(payload).then(
      () => {
        if (!address) setValues(blank)
      },
      (error: unknown) => invalid(fromServer(error)),
    )
  }

  return (
    <form ref={formRef} id={id} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField label={tm.addresses.person} required maxLength={100} autoComplete="name" {...field('person')} />
      <TextField label={tm.addresses.title} required maxLength={50} placeholder={tm.addresses.titlePlaceholder} {...field('title')} />
      <TextField
        className="sm:col-span-2"
        label={tm.addresses.line1}
        required
        maxLength={255}
        autoComplete="address-line1"
        placeholder={tm.addresses.line1Placeholder}
        {...field('line1')}
      />
      <SelectField
        label={tm.addresses.city}
        required
        autoComplete="address-level1"
        value={values.city}
        onChange={(e) => set({ city: e.target.value, town: '', neighbourhood: '', postalcode: '' })}
        error={errors.city}
      >
        <option value="">{provinces.isPending ? tm.addresses.loading : tm.common.choose}</option>
        <Options items={provinces.data} value={(p) => p.name} />
      </SelectField>
      <SelectField
        label={tm.addresses.town}
        required
        autoComplete="address-level2"
        disabled={!province}
        value={values.town}
        onChange={(e) => set({ town: e.target.value, neighbourhood: '', postalcode: '' })}
        error={errors.town}
      >
        <option value="">{!province ? tm.addresses.chooseCity : districts.isPending ? tm.addresses.loading : tm.common.choose}</option>
        <Options items={districts.data} value={(d) => d.name} />
      </SelectField>
      <SelectField
        label={
          <>
            {tm.addresses.neighbourhood} <span className="font-normal text-ink-muted">{tm.common.optional}</span>
          </>
        }
        disabled={!district}
        value={values.neighbourhood}
        onChange={(e) => {
          const chosen = neighbourhoods.data?.find((n) => n.name === e.target.value)
          set({ neighbourhood: e.target.value, ...(chosen ? { postalcode: chosen.posta_kodu } : {}) })
        }}
      >
        <option value="">{!district ? tm.addresses.chooseTown : neighbourhoods.isPending ? tm.addresses.loading : tm.common.choose}</option>
        <Options items={neighbourhoods.data} value={(n) => n.name} />
      </SelectField>
      <TextField
        label={tm.addresses.postalcode}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={values.postalcode}
        onChange={(e) => set({ postalcode: e.target.value.replace(/\D/g, '') })}
        error={errors.postalcode}
      />
      <TextField label={tm.addresses.line2} maxLength={255} autoComplete="address-line2" {...field('line2')} />
      <PhoneField label={tm.addresses.phone} required {...field('phone')} />
      <CollectionNotice point="account" className="sm:col-span-2" />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {tm.common.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
