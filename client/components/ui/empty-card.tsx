// The client's list kit: `ItemList`, a list of things that have an id, one <li> each, or what the list shows
// when it has none; and `EmptyCard`, that empty state in a card, with an optional link onward (browse the
// lots, open the search…). A list screen names only its layout, its empty state and how one thing looks.
import type { ComponentProps, ReactNode } from 'react'
import { ButtonLink } from './button.tsx'
import { Card } from './card.tsx'
import { EmptyState } from './empty-state.tsx'

type Onward = { to: ComponentProps<typeof ButtonLink>['to']; label: ReactNode; variant?: 'primary' | 'secondary' }

/** An empty list: its title, icon and sentence (children) in a card; `onward` is the button-link under them. */
export function EmptyCard({ onward, action, ...state }: ComponentProps<typeof EmptyState> & { onward?: Onward }) {
  const link = onward ? (
    <ButtonLink to={onward.to} variant={onward.variant ?? 'secondary'}>
      {onward.label}
    </ButtonLink>
  ) : null
  return (
    <Card>
      <EmptyState action={action ?? link} {...state} />
    </Card>
  )
}

type ItemListProps<T> = {
  items: readonly T[]
  /** Shown instead of the list when it has nothing (an EmptyCard, usually). */
  empty: ReactNode
  className?: string
  itemClassName?: string
  children: (item: T) => ReactNode
}

export function ItemList<T extends { id: number | string }>({ items, empty, className, itemClassName, children }: ItemListProps<T>) {
  if (items.length === 0) return empty
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
