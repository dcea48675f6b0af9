// A lot's photo in an order or sale list or file: a square in one of three sizes, with a picture sign
// where the lot has none. Decorative (alt=""): the lot's name always stands next to it. Beside it, the pieces
// an order's page and a sale's page share: the card of their lots (the photo, then what each page says about
// the lot), a postal address (delivery, sender) as the carrier would write it, and the page's first card
// (the order's number, its date, its status badge, then what can be done with it).
import { formatPhone } from '#common/validation/phone.ts'
import type { ReactNode } from 'react'
import { Card, SectionCard } from './card.tsx'
import { ImageIcon } from './icons.tsx'

const SIZES = {
  14: { box: 'size-14', px: 56, icon: 'mt-4' },
  16: { box: 'size-16', px: 64, icon: 'mt-5' },
  20: { box: 'size-20', px: 80, icon: 'mt-7' },
} as const

/** `lazy` for long lists, where most photos are below the fold. */
export function LotThumb({ src, size, lazy = false }: { src: string | null | undefined; size: keyof typeof SIZES; lazy?: boolean }) {
  const s = SIZES[size]
  return (
    <span className={`block ${s.box} shrink-0 overflow-hidden rounded-control bg-slate-100 ring-1 ring-line`}>
      {src ? (
        <img src={src} alt="" width={s.px} height={s.px} className="size-full object-cover" loading={lazy ? 'lazy' : undefined} />
      ) : (
        <ImageIcon className={`m-auto ${s.icon} size-6 text-slate-400`} />
      )}
    </span>
  )
}

type Lot = { id: number; public_url: string | null }

export function LotRowsCard<T extends Lot>({
  title,
  lots,
  children,
  after,
}: {
  title: string
  lots: readonly T[]
  children: (lot: T) => ReactNode
  after?: ReactNode
}) {
  return (
    <SectionCard title={title}>
      <ul className="-my-2 divide-y divide-line">
        {lots.map((lot) => (
          <li key={lot.id} className="flex items-center gap-3 py-3">
            <LotThumb src={lot.public_url} size={16} />
            {children(lot)}
          </li>
        ))}
      </ul>
      {after}
    </SectionCard>
  )
}

type Side = 'delivery' | 'seller'
type Postal<S extends Side> = Record<
  `${S}_contact_name` | `${S}_address` | `${S}_town` | `${S}_city` | `${S}_postalcode` | `${S}_contact_phone`,
  string | null
>

/** The `side` fields of an order (delivery_… or seller_…); the country only where the page shows it. */
export function PostalAddress<S extends Side>({ of, side, country }: { of: Postal<S>; side: S; country?: string | null }) {
  const field = (name: 'contact_name' | 'address' | 'town' | 'city' | 'postalcode' | 'contact_phone') => of[`${side}_${name}`]
  const phone = field('contact_phone')
  return (
    <address className="space-y-0.5 text-sm text-ink-muted not-italic">
      <span className="block font-medium text-ink">{field('contact_name')}</span>
      <span className="block">{field('address')}</span>
      <span className="block">{`${field('town') ?? ''} / ${field('city') ?? ''} ${field('postalcode') ?? ''}`}</span>
      {country === undefined ? null : <span className="block">{country}</span>}
      <span className="block tabular">{phone ? formatPhone(phone) : null}</span>
    </address>
  )
}

export function OrderHeadCard({ title, lead, badge, children }: { title: ReactNode; lead: ReactNode; badge: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{lead}</p>
        </div>
        {badge}
      </div>
      {children}
    </Card>
  )
}
