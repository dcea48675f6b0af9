// /sozlesmeler/{slug}: breadcrumb, the side menu of contract titles, the content.
import { Alert } from '#client/components/ui/alert.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ChevronRightIcon, FileIcon } from '#client/components/ui/icons.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { Skeleton } from '#client/components/ui/spinner.tsx'
import { contractQuery } from '#client/features/contracts/queries.ts'
import { tc } from '#client/i18n/tr-checkout.ts'
import { errorMessage } from '#client/lib/api.ts'
import { cx } from '#client/lib/cx.ts'
import { usePageTitle } from '#client/lib/use-page-title.ts'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'

export const Route = createFileRoute('/sozlesmeler/$slug')({
  component: ContractPage,
})

function ContractPage() {
  const { slug } = Route.useParams()
  const query = useQuery(contractQuery(slug))
  const contract = query.data?.contract_data[0]
  usePageTitle(contract?.title ?? tc.contracts.title)
  return (
    <div className="container-page space-y-5 py-6 sm:py-8">
      <nav aria-label="breadcrumb" className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-700 hover:underline">
              {tc.common.home}
            </Link>
          </li>
          <ChevronRightIcon className="size-4" aria-hidden="true" />
          <li>
            <Link to="/sozlesmeler" className="hover:text-brand-700 hover:underline">
              {tc.contracts.title}
            </Link>
          </li>
          {contract ? (
            <>
              <ChevronRightIcon className="size-4" aria-hidden="true" />
              <li aria-current="page" className="font-medium text-ink">
                {contract.title}
              </li>
            </>
          ) : null}
        </ol>
      </nav>
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={tc.contracts.menu}>
          <Card className="p-2">
            <ul className="space-y-0.5">
              {(query.data?.contract_titles ?? []).map((t) => (
                <li key={t.slug}>
                  <Link
                    to="/sozlesmeler/$slug"
                    params={{ slug: t.slug }}
                    aria-current={t.slug === slug ? 'page' : undefined}
                    className={cx(
                      'flex items-center gap-2 rounded-control px-3 py-2.5 text-sm',
                      t.slug === slug ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-slate-50',
                    )}
                  >
                    <FileIcon className="size-4 shrink-0" />
                    {t.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </nav>
        <Card className="p-5 sm:p-8">
          {query.isPending ? (
            <div className="space-y-3">
              {Array.from({ length: 10 }, (_, i) => (
                <Skeleton key={i} className={i % 4 === 3 ? 'h-4 w-2/3' : 'h-4 w-full'} />
              ))}
            </div>
          ) : query.isError ? (
            <Alert tone="error">{errorMessage(query.error)}</Alert>
          ) : contract ? (
            <article>
              <h1 className="mb-5 text-2xl font-extrabold text-brand-900">{contract.title}</h1>
              <SafeHtml html={contract.contract_content} className="text-[0.9375rem] leading-7" />
            </article>
          ) : null}
        </Card>
      </div>
    </div>
  )
}
