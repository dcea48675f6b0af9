// Adding a delivery address without leaving the checkout (docs/money-path.md "Checkout"): the Adreslerim
// form in place, saved through the same call; the saved address becomes the delivery choice at once.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { AddressForm } from '#client/features/member/components/address-form.tsx'
import { useAddressMutations } from '#client/features/member/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import type { AddressInput } from '#common/schemas/address.ts'
import { useState } from 'react'

/** The form, open from the start when the member has no address yet, else behind "Yeni adres ekle". */
export function InlineAddress({ first, onSaved }: { first: boolean; onSaved: (id: number | null) => void }) {
  const [open, setOpen] = useState(first)
  const { add } = useAddressMutations()
  const save = async (values: AddressInput) => {
    try {
      const answer = await add.mutateAsync(values)
      toast.success(answer.message)
      onSaved(answer.address?.id ?? answer.addresses.at(-1)?.id ?? null)
      setOpen(first)
    } catch (error) {
      toast.error(errorMessage(error))
      throw error
    }
  }
  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} icon={<PlusIcon className="size-4" />}>
        {tc.delivery.addNew}
      </Button>
    )
  return (
    <section aria-labelledby="yeni-teslimat-adresi-baslik" className="space-y-3 rounded-card bg-slate-50 p-4 ring-1 ring-line">
      <div>
        <h3 id="yeni-teslimat-adresi-baslik" className="font-semibold text-ink">
          {first ? tc.delivery.addFirst : tc.delivery.addNew}
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">{first ? tc.delivery.addFirstBody : tc.delivery.addNewBody}</p>
      </div>
      <AddressForm
        id="yeni-teslimat-adresi"
        submitLabel={tc.delivery.saveAndUse}
        pending={add.isPending}
        onSubmit={save}
        onCancel={first ? undefined : () => setOpen(false)}
      />
    </section>
  )
}
