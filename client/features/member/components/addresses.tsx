// Addresses: the add form, the list with set-default and delete, and
// the edit modal. Every write answers the whole list, which replaces the cached one.
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, SectionCard } from '#client/components/ui/card.tsx'
import { ActionDialog } from '#client/components/ui/confirm-dialog.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { EmptyCard, ItemList } from '#client/components/ui/empty-card.tsx'
import { PencilIcon, PinIcon, PlusIcon, TrashIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { errorMessage } from '#client/lib/api.ts'
import type { Address, AddressInput } from '#common/schemas/address.ts'
import { formatPhone } from '#common/validation/phone.ts'
import { useState } from 'react'
import { useAddressMutations } from '../queries.ts'
import { AddressForm } from './address-form.tsx'

type Mutations = ReturnType<typeof useAddressMutations>

/** Runs a write, toasts its answer, and hands the error back to the form. */
const run = <T,>(promise: Promise<{ message: string } & T>) =>
  promise.then(
    (answer) => {
      toast.success(answer.message)
      return answer
    },
    (error: unknown) => {
      toast.error(errorMessage(error))
      throw error
    },
  )

function AddressCard({
  address,
  mutations,
  onEdit,
  onDelete,
}: {
  address: Address
  mutations: Mutations
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <PinIcon className="size-4 text-brand-600" />
          {address.title}
        </p>
        {address.is_default ? <Badge tone="success">{tm.addresses.default}</Badge> : null}
      </div>
      <address className="mt-2 flex-1 space-y-0.5 text-sm text-ink-muted not-italic">
        <span className="block font-medium text-ink">{address.person}</span>
        <span className="block">{[address.line1, address.line2].filter(Boolean).join(', ')}</span>
        <span className="block">
          {[address.neighbourhood, `${address.town} / ${address.city}`, address.postalcode].filter(Boolean).join(', ')}
        </span>
        <span className="block tabular">{formatPhone(address.phone)}</span>
      </address>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
        <Button size="sm" variant="secondary" onClick={onEdit} icon={<PencilIcon className="size-4" />}>
          {tm.common.edit}
        </Button>
        {!address.is_default ? (
          <Button
            size="sm"
            variant="ghost"
            loading={mutations.makeDefault.isPending && mutations.makeDefault.variables === address.id}
            onClick={() => void run(mutations.makeDefault.mutateAsync(address.id)).catch(() => {})}
          >
            {tm.addresses.makeDefault}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-danger-700 hover:bg-danger-50"
          onClick={onDelete}
          icon={<TrashIcon className="size-4" />}
        >
          {tm.common.delete}
        </Button>
      </div>
    </Card>
  )
}

export function Addresses({ addresses }: { addresses: Address[] }) {
  const mutations = useAddressMutations()
  const [editing, setEditing] = useState<Address | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [adding, setAdding] = useState(false)

  const add = (values: AddressInput) => run(mutations.add.mutateAsync(values))
  const update = (values: AddressInput) => run(mutations.update.mutateAsync({ id: editing!.id, json: values })).then(() => setEditing(null))

  return (
    <>
      <section aria-labelledby="kayitli-adresler" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="kayitli-adresler" className="text-lg font-bold text-ink">
            {tm.addresses.list}
          </h2>
          {addresses.length > 0 && !adding ? (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)} icon={<PlusIcon className="size-4" />}>
              {tm.addresses.add}
            </Button>
          ) : null}
        </div>
        <ItemList
          items={addresses}
          empty={
            <EmptyCard title={tm.addresses.empty} icon={<PinIcon className="size-7" />}>
              {tm.addresses.emptyBody}
            </EmptyCard>
          }
          className="grid gap-3 sm:grid-cols-2"
        >
          {(a) => <AddressCard address={a} mutations={mutations} onEdit={() => setEditing(a)} onDelete={() => setDeleting(a)} />}
        </ItemList>
      </section>

      {addresses.length === 0 || adding ? (
        <SectionCard title={tm.addresses.add}>
          <AddressForm
            id="yeni-adres"
            submitLabel={tm.common.save}
            pending={mutations.add.isPending}
            onSubmit={(values) => add(values).then(() => setAdding(false))}
            onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
          />
        </SectionCard>
      ) : null}

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={tm.addresses.editTitle} size="lg">
        {editing ? (
          <AddressForm
            key={editing.id}
            id="adres-duzenle"
            address={editing}
            submitLabel={tm.common.save}
            pending={mutations.update.isPending}
            onSubmit={update}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>

      <ActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={tm.addresses.deleteTitle}
        size="sm"
        cancelVariant="ghost"
        confirmLabel={tm.common.delete}
        tone="danger"
        pending={mutations.remove.isPending}
        onConfirm={() =>
          void run(mutations.remove.mutateAsync(deleting!.id))
            .then(() => setDeleting(null))
            .catch(() => {})
        }
      >
        <p className="text-sm text-ink">{deleting ? tm.addresses.deleteConfirm(deleting.title) : null}</p>
      </ActionDialog>
    </>
  )
}
