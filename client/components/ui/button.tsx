import { cx } from '#client/lib/cx.ts'
import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './spinner.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:bg-brand-300',
  accent:
    'bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300 active:bg-accent-500 disabled:bg-accent-200 disabled:text-brand-950/60',
  secondary:
    'bg-white text-brand-800 ring-1 ring-inset ring-line-strong shadow-sm hover:bg-brand-50 hover:ring-brand-300 disabled:text-ink-subtle',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50 active:bg-brand-100 disabled:text-ink-subtle',
  danger: 'bg-danger-700 text-white shadow-sm hover:bg-danger-800 disabled:bg-danger-100 disabled:text-danger-700',
}
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-[0.9375rem] gap-2',
  lg: 'h-12 px-6 text-base gap-2',
}

/** Class names of a button, for links that look like buttons. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false) =>
  cx(
    'inline-flex select-none items-center justify-center rounded-control font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    block && 'w-full',
  )

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
  loading?: boolean
  icon?: ReactNode
}

export function Button({ variant, size, block, loading, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass(variant, size, block), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  )
}

type ButtonLinkProps = LinkComponentProps<'a'> & { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }

/** A router link styled as a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={cx(buttonClass(variant, size, block), className as string | undefined)} {...rest} />
}
