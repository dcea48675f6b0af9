import { ButtonLink } from '#client/components/ui/button.tsx'
import { LockIcon } from '#client/components/ui/icons.tsx'
import { t } from '#client/i18n/tr.ts'

/** Shown to guests on member pages: log in and come back, or register. */
export function LoginPrompt({
  redirect,
  title = t.auth.promptTitle,
  body = t.auth.promptBody,
}: {
  redirect: string
  title?: string
  body?: string
}) {
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-card bg-surface px-6 py-8 text-center shadow-card ring-1 ring-line sm:px-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <LockIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-xl font-bold text-brand-900">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">{body}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <ButtonLink to="/girisyap" search={{ redirect }} size="lg">
            {t.nav.login}
          </ButtonLink>
          <ButtonLink to="/kayitol" variant="secondary" size="lg">
            {t.nav.register}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
