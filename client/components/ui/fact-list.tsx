// Facts as label–value pairs on a grid (a receipt, a statement's fixed parts): one <dl>, each pair a <dt> and
// a <dd> whose wrapper takes no box of its own, so that the labels line up in the grid's first column.
import type { ReactNode } from 'react'

type Fact = readonly [label: string, value: ReactNode]

export function FactList({ facts, className, valueClassName }: { facts: readonly Fact[]; className: string; valueClassName: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <FactRow key={fact[0]} fact={fact} valueClassName={valueClassName} />
      ))}
    </dl>
  )
}

function FactRow({ fact: [label, value], valueClassName }: { fact: Fact; valueClassName: string }) {
  return (
    <div className="contents">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  )
}
