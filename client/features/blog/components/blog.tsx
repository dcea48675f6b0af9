// The blog: categories, latest items, the list of pages and a page with
// its sections. Section HTML is rebuilt from an allow-list (SafeHtml), never set as innerHTML.
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ChevronRightIcon, ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { cx } from '#client/lib/cx.ts'
import type { BlogAnswer } from '#common/schemas/contact.ts'
import { fromWireTime } from '#common/time.ts'

type Item = BlogAnswer['latest_items'][number]
const day = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' })
const href = (p: Item) => `/blog/${p.category_slug}/${p.page_slug}`

function PageCard({ page }: { page: Item }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="aspect-[16/9] bg-slate-100">
        {page.page_image ? (
          <img src={page.page_image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-slate-400">
            <ImageIcon className="size-10" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <time className="text-xs text-ink-subtle">{day.format(fromWireTime(page.created_at))}</time>
        <h3 className="mt-1 text-base font-bold text-ink">
          <InternalLink href={href(page)} className="hover:text-brand-700">
            {page.page_title}
          </InternalLink>
        </h3>
        <p className="mt-1 line-clamp-3 flex-1 text-sm text-ink-muted">{page.page_description}</p>
        <InternalLink
          href={href(page)}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {tm.blog.read}
          <ChevronRightIcon className="size-4" />
        </InternalLink>
      </div>
    </Card>
  )
}

function Sidebar({ data }: { data: BlogAnswer }) {
  const selected = data.selected_category?.slug ?? ''
  const link = (slug: string, label: string) => (
    <InternalLink
      href={slug ? `/blog/${slug}` : '/blog'}
      aria-current={slug === selected && !data.blog_data ? 'page' : undefined}
      className={cx(
        'flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap lg:rounded-control lg:px-3',
        slug === selected
          ? 'bg-brand-700 text-white lg:bg-brand-50 lg:font-semibold lg:text-brand-800'
          : 'bg-white text-ink ring-1 ring-line hover:bg-brand-50 lg:bg-transparent lg:ring-0',
      )}
    >
      {label}
    </InternalLink>
  )
  return (
    <aside className="min-w-0 space-y-6">
      <nav
        aria-label={tm.blog.categories}
        className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:overflow-visible lg:px-0"
      >
        <ul className="flex gap-1.5 lg:flex-col lg:gap-0.5 lg:rounded-card lg:bg-surface lg:p-2 lg:shadow-card lg:ring-1 lg:ring-line">
          <li className="shrink-0">{link('', tm.blog.all)}</li>
          {data.blog_categories.map((c) => (
            <li key={c.slug} className="shrink-0">
              {link(c.slug, c.title)}
            </li>
          ))}
        </ul>
      </nav>
      {data.latest_items.length > 0 ? (
        <section aria-labelledby="son-yazilar" className="hidden rounded-card bg-surface p-4 shadow-card ring-1 ring-line lg:block">
          <h2 id="son-yazilar" className="text-sm font-bold text-ink">
            {tm.blog.latest}
          </h2>
          <ul className="mt-2 space-y-2 text-sm">
            {data.latest_items.map((p) => (
              <li key={p.page_slug}>
                <InternalLink href={href(p)} className="text-brand-800 hover:underline">
                  {p.page_title}
                </InternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  )
}

export function Blog({ data }: { data: BlogAnswer }) {
  const page = data.blog_data
  const pages = data.blog_list.flatMap((c) => c.blog_pages)
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <Sidebar data={data} />
      <div className="min-w-0">
        {page ? (
          <article className="space-y-5">
            <InternalLink
              href={`/blog/${page.category_slug}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ChevronRightIcon className="size-4 rotate-180" />
              {tm.blog.back}
            </InternalLink>
            <header>
              <time className="text-sm text-ink-subtle">{day.format(fromWireTime(page.created_at))}</time>
              <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{page.page_title}</h1>
              <p className="mt-2 text-base text-ink-muted">{page.page_description}</p>
            </header>
            {page.page_image ? <img src={page.page_image} alt="" className="w-full rounded-card object-cover" /> : null}
            {page.blog_page_sections.map((s, i) => (
              <section key={i} className="space-y-3">
                {s.section_image ? <img src={s.section_image} alt="" loading="lazy" className="w-full rounded-card object-cover" /> : null}
                <SafeHtml html={s.section_content} className="text-base leading-7 text-ink [&_p]:text-ink" />
              </section>
            ))}
          </article>
        ) : pages.length === 0 ? (
          <Card>
            <EmptyState title={tm.blog.empty} />
          </Card>
        ) : (
          <div className="space-y-8">
            {data.blog_list
              .filter((c) => c.blog_pages.length > 0)
              .map((c) => (
                <section key={c.slug} aria-labelledby={`blog-${c.slug}`} className="space-y-3">
                  <h2 id={`blog-${c.slug}`} className="text-lg font-bold text-ink">
                    {c.title}
                  </h2>
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {c.blog_pages.map((p) => (
                      <li key={p.page_slug}>
                        <PageCard page={p} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
          </div>
        )}
      </div>
    </div>
  )
}
