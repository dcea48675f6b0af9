import { cx } from '#client/lib/cx.ts'
import type { HTMLAttributes, ReactNode } from 'react'

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-card bg-surface shadow-card ring-1 ring-line', className)} {...rest} />
}

/** A card with a heading row; `id` lets a URL anchor (#bildirimler) land on it. */
export function SectionCard({
  title,
  action,
  children,
  className,
  id,
  headingLevel = 2,
}: {
  title: ReactNode
  action?: ReactNode
  children: ReactNode
  className?: string
  id?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = id ? `${id}-baslik` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={cx('rounded-card bg-surface shadow-card ring-1 ring-line', className)}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-6">
        <Heading id={headingId} className="text-base font-bold text-ink sm:text-lg">
          {title}
        </Heading>
        {action}
      </div>
      <div className="px-4 py-4 sm:px-6 sm:py-5">{children}</div>
    </section>
  )
}
