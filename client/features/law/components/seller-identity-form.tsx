// Hesap Bilgilerim: the member says whether they sell as a private person or a trader, and a trader gives
// the identity the pre-information names (docs/law.md "Seller kind"). The shared schema checks the fields
// (VKN check digit, 16-digit MERSİS, a kep.tr address) before anything is sent; the server's 422 lands
// under the field.
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { Choice } from '#client/components/ui/choice.tsx'
import { TextField } from '#client/components/ui/field.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { tl } from '#client/i18n/tr-law.ts'
import { errorMessage } from '#client/lib/api.ts'
import { focusFirstInvalid, fromServer, fromZodIssues, type FieldErrors } from '#client/lib/form-errors.ts'
import { tr } from '#common/messages.ts'
import type { SellerIdentityView } from '#common/schemas/seller-identity-view.ts'
import { SELLER_KINDS, SellerIdentityForm, type SellerKind } from '#common/seller-identity.ts'
import { useRef, useState, type FormEvent } from 'react'
import { useSaveSellerIdentity } from '../queries.ts'
import { SellerIdentityDetails } from './seller-identity-view.tsx'

type Values = {
  kind: SellerKind
  trade_name: string
  vkn: string
  mersis: string
  address: string
  kep: string
  cultural_permit_no: string
}

const initial = (i: SellerIdentityView, permit: string): Values =>
  i.kind === 'ticari'
    ? { kind: 'ticari', trade_name: i.trade_name, vkn: i.vkn, mersis: i.mersis, address: i.address, kep: i.kep, cultural_permit_no: permit }
    : { kind: 'bireysel', trade_name: '', vkn: '', mersis: '', address: '', kep: '', cultural_permit_no: permit }

export function SellerIdentityCard({ identity, permitNo }: { identity: SellerIdentityView; permitNo: string | null }) {
  const [values, setValues] = useState<Values>(() => initial(identity, permitNo ?? ''))
  const [errors, setErrors] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const save = useSaveSellerIdentity()
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors(({ [key]: _gone, ...rest }) => rest)
  }
  const show = (found: FieldErrors) => {
    setErrors(found)
    requestAnimationFrame(() => focusFirstInvalid(formRef.current))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = SellerIdentityForm.safeParse(values)
    if (!parsed.success) return show(fromZodIssues(parsed.error))
    save.mutate(values, {
      onSuccess: (answer) => toast.success(answer.message ?? tr.sellerIdentity.saved),
      onError: (error) => {
        show(fromServer(error))
        toast.error(errorMessage(error))
      },
    })
  }
  const text = (key: Exclude<keyof Values, 'kind'>, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={key}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
      required
      {...extra}
    />
  )
  return (
    <SectionCard id="satici-kimligi" title={tl.identity.title}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4 p-4 sm:p-6">
        <p className="text-sm text-ink-muted">{tr.sellerIdentity.why}</p>
        <Choice
          name="kind"
          legend={tl.identity.kindLegend}
          value={values.kind}
          options={SELLER_KINDS.map((k) => [k, tl.identity.kinds[k]] as const)}
          onChange={(k) => set('kind', k)}
          className="grid gap-2 sm:grid-cols-2"
          error={errors.kind}
        />
        {values.kind === 'ticari' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">{text('trade_name', tl.identity.tradeName, { maxLength: 200 })}</div>
            {text('vkn', tl.identity.vkn, { inputMode: 'numeric', maxLength: 10, hint: tl.identity.vknHint })}
            {text('mersis', tl.identity.mersis, { inputMode: 'numeric', maxLength: 16, hint: tl.identity.mersisHint })}
            <div className="sm:col-span-2">{text('address', tl.identity.address, { maxLength: 500 })}</div>
            <div className="sm:col-span-2">{text('kep', tl.identity.kep, { type: 'email', hint: tl.identity.kepHint })}</div>
          </div>
        ) : null}
        {text('cultural_permit_no', tr.lotLaw.permitLabel, { required: false, maxLength: 60, hint: tr.lotLaw.permitHint })}
        <div className="rounded-control bg-slate-50 p-3">
          <SellerIdentityDetails identity={identity} />
        </div>
        <CollectionNotice point="seller" />
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? tl.identity.saving : tl.identity.save}
        </Button>
      </form>
    </SectionCard>
  )
}
