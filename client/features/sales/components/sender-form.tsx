// The sender-info form: person, il, ilçe and address required; phone
// optional; postal code optional, 5 to 7; country Türkiye only; choosing an il loads its ilçe list.
import { Options, SelectField, TextareaField, TextField } from '#client/components/ui/field.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import { tr } from '#common/messages.ts'
import type { Province } from '#common/schemas/address.ts'
import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import type { ChangeEvent } from 'react'
import { COUNTRY } from '#common/constants.ts'

export type SenderValues = {
  seller_contact_name: string
  seller_contact_phone: string
  seller_address: string
  seller_town: string
  seller_city: string
  seller_postalcode: string
  seller_country: string
} & Record<string, string>
export type DistrictsOptions = (
  city: string,
) => UseQueryOptions<{ id: number; name: string }[], Error, { id: number; name: string }[], readonly unknown[]>

export function SenderForm({
  values,
  errors,
  onChange,
  provinces,
  districts,
}: {
  values: SenderValues
  errors: Record<string, string>
  onChange: (field: keyof SenderValues, value: string) => void
  provinces: Province[]
  districts: DistrictsOptions
}) {
  const towns = useQuery({ ...districts(values.seller_city), enabled: values.seller_city !== '' })
  const err = (f: string) => errors[f] || undefined
  /** A field's value, error and change, spread on its control as `useFormFields`' `field()` is. */
  const bind = (f: keyof SenderValues & string) => ({
    value: values[f],
    error: err(f),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(f, e.target.value),
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={tc.sender.name}
        required
        {...bind('seller_contact_name')}
        maxLength={100}
      />
      <TextField
        label={tc.sender.phone}
        inputMode="tel"
        {...bind('seller_contact_phone')}
        maxLength={30}
      />
      <SelectField
        label={tc.sender.city}
        required
        value={values.seller_city}
        error={err('seller_city')}
        onChange={(e) => {
          onChange('seller_city', e.target.value)
          onChange('seller_town', '')
        }}
      >
        <option value="">{tc.sender.choose}</option>
        <Options items={provinces} value={(p) => p.name} />
      </SelectField>
      <SelectField
        label={tc.sender.town}
        required
        {...bind('seller_town')}
        disabled={!values.seller_city}
      >
        <option value="">{tc.sender.choose}</option>
        {values.seller_town && !(towns.data ?? []).some((d) => d.name === values.seller_town) ? (
          <option value={values.seller_town}>{values.seller_town}</option>
        ) : null}
        <Options items={towns.data} value={(d) => d.name} />
      </SelectField>
      <TextareaField
        label={tc.sender.address}
        required
        rows={2}
        className="sm:col-span-2"
        {...bind('seller_address')}
        maxLength={500}
      />
      <TextField
        label={tc.sender.postalcode}
        inputMode="numeric"
        minLength={5}
        maxLength={7}
        {...bind('seller_postalcode')}
      />
      <SelectField label={tc.sender.country} value={COUNTRY} onChange={() => undefined} error={err('seller_country')}>
        <option value={COUNTRY}>{tc.sender.turkey}</option>
      </SelectField>
      <p className="text-xs text-ink-muted sm:col-span-2">{tr.sales.senderNote}</p>
    </div>
  )
}
