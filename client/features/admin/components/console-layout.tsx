// The console's frame: the grouped page list (a sidebar on wide screens, a menu button on phones)
// beside the page. Guests get the login prompt, members the "no permission" page.
import { ButtonLink } from '#client/components/ui/button.tsx'
import { ChevronDownIcon, LockIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { t } from '#client/i18n/tr.ts'
import { cx } from '#client/lib/cx.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useState, type ReactNode } from 'react'
import { consoleNav, currentLink } from '../nav.ts'

export function Forbidden() {
  usePageTitle(ta.forbiddenTitle)
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-card bg-surface px-6 py-8 text-center shadow-card ring-1 ring-line sm:px-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-danger-50 text-danger-700" aria-hidden="true">
          <LockIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-xl font-bold text-brand-900">{ta.forbiddenTitle}</h1>
        <p className="mt-2 text-sm text-ink-muted">{ta.forbiddenBody}</p>
        <div className="mt-6">
          <ButtonLink to="/" size="lg">
            {t.common.backHome}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}

export function ConsoleLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const current = currentLink(pathname)
  return (
    <div className="container-page grid gap-5 py-5 sm:py-8 lg:grid-cols-[15rem_1fr] lg:gap-8">
      <nav aria-label={ta.consoleNav} className="lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="yonetim-menusu"
          onClick={() => setOpen((o) => !o)}
          className="flex h-11 w-full items-center justify-between rounded-control bg-white px-4 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-line lg:hidden"
        >
          <span>
            {ta.title} · {current.label}
          </span>
          <ChevronDownIcon className={cx('size-5 transition-transform', open && 'rotate-180')} />
        </button>
        <div
          id="yonetim-menusu"
          className={cx(
            'mt-2 space-y-4 rounded-card bg-surface p-3 shadow-card ring-1 ring-line lg:mt-0 lg:block',
            open ? 'block' : 'hidden',
          )}
        >
          {consoleNav.map((g) => (
            <div key={g.group}>
              <p className="px-2 pb-1 text-xs font-bold tracking-wide text-ink-subtle uppercase">{g.group}</p>
              <ul className="space-y-0.5">
                {g.links.map((l) => (
                  <li key={l.href}>
                    <InternalLink
                      href={l.href}
                      onClick={() => setOpen(false)}
                      aria-current={l.href === current.href ? 'page' : undefined}
                      className={cx(
                        'flex h-8 items-center rounded-control px-2 text-sm font-medium',
                        l.href === current.href ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-slate-50',
                      )}
                    >
                      {l.label}
                    </InternalLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  )
}
