import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { Link } from '@tanstack/react-router'

/** The gavel mark (same drawing as /favicon.svg). */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#142048" />
      <g transform="rotate(-35 30 26)">
        <rect x="14" y="17" width="32" height="14" rx="4" fill="#f59e0b" />
        <rect x="11" y="15" width="6" height="18" rx="2" fill="#fbbf24" />
        <rect x="43" y="15" width="6" height="18" rx="2" fill="#fbbf24" />
        <rect x="27" y="30" width="6" height="24" rx="3" fill="#e6ebf7" />
      </g>
      <rect x="12" y="50" width="26" height="6" rx="3" fill="#e6ebf7" />
    </svg>
  )
}

export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <Link to="/" aria-label={t.brand.home} className={cx('inline-flex shrink-0 items-center gap-2 rounded-md', className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className={cx('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-brand-900')}>{t.brand.name}</span>
        <span
          className={cx(
            'mt-0.5 hidden text-[0.625rem] font-semibold tracking-[0.14em] uppercase sm:block',
            inverted ? 'text-accent-300' : 'text-accent-700',
          )}
        >
          {t.brand.tagline}
        </span>
      </span>
    </Link>
  )
}
