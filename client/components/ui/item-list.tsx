// The client's list kit, with EmptyCard: a list of things that have an id, one <li> each, or what the list
// shows when it has none. A list screen names only its layout, its empty state and how one thing looks.
import type { ReactNode } from 'react'

type Props<T> = {
  items: readonly T[]
  /** Shown instead of the list when it has nothing (an EmptyCard, usually). */
  empty: ReactNode
  className?: string
  itemClassName?: string
  children: (item: T) => ReactNode
}

export function ItemList<T extends { id: number | string }>({ items, empty, className, itemClassName, children }: Props<T>) {
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
