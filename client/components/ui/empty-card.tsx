// The client's list kit: what a list shows when it has nothing - its empty state in a card, with an optional
// link onward (browse the lots, open the search…). Lists of members' things all say it the same way.
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
