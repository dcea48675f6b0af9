import { cx } from '#client/lib/cx.ts'
import type { ReactNode } from 'react'

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'danger' | 'dark'

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  accent: 'bg-accent-100 text-accent-900 ring-accent-300',
  success: 'bg-success-50 text-success-800 ring-success-100',
  danger: 'bg-danger-50 text-danger-800 ring-danger-100',
  dark: 'bg-brand-900 text-white ring-brand-900',
}

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

/** A small count bubble on an icon button (cart, bell). Hidden when zero. */
export function CountBubble({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 grid min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[0.6875rem] leading-5 font-bold text-brand-950 ring-2 ring-white tabular"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
