// The empty app's one page: a paragraph, with one query as Mezat's pages have (answered without a request),
// and the smallest form of the lot page's bid controls (a quick-bid button opening a box, an amount field),
// so that bench:web times the same taps and keys on the bare stack (scripts/bench/web-inp.ts).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'

const greeting = queryOptions({ queryKey: ['greeting'], queryFn: () => Promise.resolve('Merhaba') })

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(greeting),
  component: Page,
})

function Page() {
  const { data } = useQuery(greeting)
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState('')
  return (
    <div className="p-4" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <p className="text-base">{data}, boş uygulama.</p>
      <button type="button" className="p-2" onClick={() => setOpen(true)} data-testid="quick-bid">
        +10 ₺
      </button>
      {open ? (
        <div role="dialog" aria-label="Teklif" tabIndex={-1} ref={(el) => el?.focus()}>
          Teklif: 10 ₺
        </div>
      ) : null}
      <label htmlFor="custom-bid">Tutar</label>
      <input id="custom-bid" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} />
    </div>
  )
}
