// Invoice profiles: gerçek kişi with
// a T.C. Kimlik No, tüzel kişi with a Vergi No; added and edited in a popup. A failure that is not a
// field's shows "Fatura bilgileri kaydedilemedi." under "Minik bir hata oluştu".
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Choice } from '#client/components/ui/choice.tsx'
import { FormDialog } from '#client/components/ui/confirm-dialog.tsx'
import { EmptyCard, ItemList } from '#client/components/ui/empty-card.tsx'
import { TextareaField, TextField } from '#client/components/ui/field.tsx'
import { FileIcon, PencilIcon, PlusIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { CollectionNotice } from '#client/features/privacy/components/collection-notice.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { isApiError } from '#client/lib/api.ts'
import { fromServer } from '#client/lib/form-errors.ts'
import { useFormFields } from '#client/lib/use-form-fields.ts'
import { tr } from '#common/messages.ts'
import { InvoiceFields, type InvoiceAddress } from '#common/schemas/invoice.ts'
import { useState } from 'react'
import { useSaveInvoice } from '../queries.ts'
import { PhoneField } from './phone-field.tsx'

type Values = {
  type: 'gercek' | 'tuzel'
  full_name: string
  tax_number: string
  tax_office: string
  address: string
  phone: string
  is_efatura: '1' | '2'
  city: string
  district: string
}
const blank: Values = {
  type: 'gercek',
  full_name: '',
  tax_number: '',
  tax_office: '',
  address: '',
  phone: '',
  is_efatura: '2',
  city: '',
  district: '',
}
const fromProfile = (p: InvoiceAddress): Values => ({
  type: p.type,
  full_name: p.full_name,
  tax_number: p.tax_number,
  tax_office: p.tax_office,
  address: p.address,
  phone: p.phone ?? '',
  is_efatura: p.is_efatura === 1 ? '1' : '2',
  city: p.city ?? '',
  district: p.district ?? '',
})

function InvoiceDialog({ profile, open, onClose }: { profile: InvoiceAddress | null; open: boolean; onClose: () => void }) {
  const { values, errors, field, patch: set, formRef, check, invalid } = useFormFields<Values>(profile ? fromProfile(profile) : blank)
  const [failed, setFailed] = useState(false)
  const save = useSaveInvoice()
  const gercek = values.type === 'gercek'

  const submit = () => {
    setFailed(false)
    if (!check(InvoiceFields, values)) return
    save.mutate(
      { id: profile?.id ?? null, json: values },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          onClose()
        },
        onError: (error) => {
          const fields = fromServer(error)
          if (Object.keys(fields).length) invalid(fields)
          else if (isApiError(error) && error.isUnauthenticated) toast.error(tr.account.guest)
          else setFailed(true)
        },
      },
    )
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={profile ? tm.invoice.editTitle : tm.invoice.newTitle}
      cancelVariant="ghost"
      confirmLabel={tm.common.save}
      pending={save.isPending}
      formId="fatura-formu"
      formRef={formRef}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
    >
      {failed ? (
        <Alert tone="error" title={tr.invoice.saveFailedTitle} className="sm:col-span-2">
          {tr.invoice.saveFailed}
        </Alert>
      ) : null}
      <Choice
        fieldsetClassName="sm:col-span-2"
        name="type"
        legend={tm.invoice.type}
        value={values.type}
        options={[
          ['gercek', tm.invoice.gercek],
          ['tuzel', tm.invoice.tuzel],
        ]}
        onChange={(type) => set({ type, tax_number: '' })}
        error={errors.type}
      />
      <TextField
        label={gercek ? tm.invoice.fullNameGercek : tm.invoice.fullNameTuzel}
        required
        maxLength={150}
        autoComplete={gercek ? 'name' : 'organization'}
        {...field('full_name')}
      />
      <TextField
        label={gercek ? tm.invoice.taxNumberGercek : tm.invoice.taxNumberTuzel}
        required
        inputMode="numeric"
        maxLength={11}
        value={values.tax_number}
        onChange={(e) => set({ tax_number: e.target.value.replace(/\s/g, '') })}
        error={errors.tax_number}
      />
      <TextField label={tm.invoice.taxOffice} required maxLength={100} {...field('tax_office')} />
      <PhoneField label={tm.invoice.phone} hint={tm.invoice.phoneHint} {...field('phone')} />
      <TextareaField
        className="sm:col-span-2"
        label={tm.invoice.address}
        required
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        {...field('address')}
      />
      <TextField label={tm.invoice.city} maxLength={50} autoComplete="address-level1" {...field('city')} />
      <TextField label={tm.invoice.district} maxLength={50} autoComplete="address-level2" {...field('district')} />
      <Choice
        fieldsetClassName="sm:col-span-2"
        name="is_efatura"
        legend={tm.invoice.efatura}
        value={values.is_efatura}
        options={[
          ['1', tm.common.yes],
          ['2', tm.common.no],
        ]}
        onChange={(is_efatura) => set({ is_efatura })}
        error={errors.is_efatura}
      />
      <CollectionNotice point="account" className="sm:col-span-2" />
    </FormDialog>
  )
}

function InvoiceCard({ profile: p, onEdit }: { profile: InvoiceAddress; onEdit: () => void }) {
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-ink">{p.full_name}</p>
        <Badge tone={p.type === 'tuzel' ? 'dark' : 'brand'}>{p.type === 'tuzel' ? tm.invoice.tuzel : tm.invoice.gercek}</Badge>
      </div>
      <dl className="mt-2 flex-1 space-y-0.5 text-sm text-ink-muted">
        <div>
          <dt className="inline">{p.type === 'tuzel' ? tm.invoice.taxNumberTuzel : tm.invoice.taxNumberGercek}: </dt>
          <dd className="inline text-ink tabular">{p.tax_number}</dd>
        </div>
        <div>
          <dt className="inline">{tm.invoice.taxOffice}: </dt>
          <dd className="inline text-ink">{p.tax_office}</dd>
        </div>
        <div>
          <dt className="sr-only">{tm.invoice.address}</dt>
          <dd>{[p.address, p.district, p.city].filter(Boolean).join(', ')}</dd>
        </div>
        {p.is_efatura === 1 ? (
          <div>
            <dt className="sr-only">{tm.invoice.efatura}</dt>
            <dd>
              <Badge tone="success">{tm.invoice.efaturaYes}</Badge>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 border-t border-line pt-3">
        <Button size="sm" variant="secondary" onClick={onEdit} icon={<PencilIcon className="size-4" />}>
          {tm.common.edit}
        </Button>
      </div>
    </Card>
  )
}

export function Invoices({ profiles }: { profiles: InvoiceAddress[] }) {
  const [editing, setEditing] = useState<InvoiceAddress | 'new' | null>(null)
  return (
    <section aria-labelledby="fatura-bilgilerim" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fatura-bilgilerim" className="text-lg font-bold text-ink">
          {tm.invoice.title}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setEditing('new')} icon={<PlusIcon className="size-4" />}>
          {tm.invoice.add}
        </Button>
      </div>
      <ItemList
        items={profiles}
        empty={
          <EmptyCard title={tm.invoice.empty} icon={<FileIcon className="size-7" />}>
            {tm.invoice.emptyBody}
          </EmptyCard>
        }
        className="grid gap-3 sm:grid-cols-2"
      >
        {(p) => <InvoiceCard profile={p} onEdit={() => setEditing(p)} />}
      </ItemList>
      {editing !== null ? (
        <InvoiceDialog
          key={editing === 'new' ? 'new' : editing.id}
          profile={editing === 'new' ? null : editing}
          open
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  )
}
