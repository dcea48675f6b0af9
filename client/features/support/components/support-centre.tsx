// The support centre: the support titles beside the page, the chosen
// title's posts (text cut at 5 lines with "Devamını oku") and FAQs, and the contact options.
// /destekmerkezi/{title}/{anchor} scrolls to the post or FAQ whose slug is the anchor.
import { Alert } from '#client/components/ui/alert.tsx'
import { ButtonLink } from '#client/components/ui/button.tsx'
import { Card, SectionCard } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ChevronDownIcon, PhoneIcon, WhatsappIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { SafeHtml } from '#client/components/ui/safe-html.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { cx } from '#client/lib/cx.ts'
import type { SupportCentreAnswer } from '#common/schemas/contact.ts'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

type Data = NonNullable<SupportCentreAnswer['support_data']>

function Post({ post, highlighted }: { post: Data['support_posts'][number]; highlighted: boolean }) {
  const [open, setOpen] = useState(highlighted)
  const [clamped, setClamped] = useState(false)
  const textRef = useRef<HTMLDivElement>(null)
  // "Devamını oku" only when the 5-line cut actually hides something.
  useLayoutEffect(() => {
    const el = textRef.current
    if (el && !open) setClamped(el.scrollHeight > el.clientHeight + 1)
  }, [open, post.content])
  return (
    <article
      id={post.slug}
      className={cx('scroll-mt-32 rounded-card p-4 ring-1', highlighted ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-line')}
    >
      <h3 className="text-base font-bold text-ink">{post.title}</h3>
      {post.support_post_image ? (
        <img src={post.support_post_image} alt="" loading="lazy" className="mt-3 max-h-64 rounded-control object-cover" />
      ) : null}
      <div ref={textRef} className={cx('mt-2', !open && 'line-clamp-5')}>
        <SafeHtml html={post.content} />
      </div>
      <div className="mt-2 flex flex-wrap gap-3 text-sm">
        {clamped || open ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {open ? tm.support.readLess : tm.support.readMore}
          </button>
        ) : null}
        {post.video && /^https?:\/\//.test(post.video) ? (
          <a href={post.video} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 hover:underline">
            {tm.support.video}
          </a>
        ) : null}
      </div>
    </article>
  )
}

function Faq({ faq, highlighted }: { faq: Data['support_faqs'][number]; highlighted: boolean }) {
  return (
    <details id={faq.slug} open={highlighted} className="group scroll-mt-32 border-b border-line py-1 last:border-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {faq.question}
        <ChevronDownIcon className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-3">
        <SafeHtml html={faq.answer} />
      </div>
    </details>
  )
}

export function SupportCentre({ data, anchor }: { data: SupportCentreAnswer; anchor?: string | undefined }) {
  const selected = data.selected_title?.slug
  useEffect(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'start' })
  }, [anchor, selected])
  const info = data.site_info
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <nav aria-label={tm.support.topics} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:overflow-visible lg:px-0">
        <ul className="flex gap-1.5 lg:sticky lg:top-32 lg:flex-col lg:gap-0.5 lg:rounded-card lg:bg-surface lg:p-2 lg:shadow-card lg:ring-1 lg:ring-line">
          {data.support_titles.map((t) => (
            <li key={t.slug} className="shrink-0">
              <InternalLink
                href={`/destekmerkezi/${t.slug}`}
                aria-current={t.slug === selected ? 'page' : undefined}
                className={cx(
                  'flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap lg:rounded-control lg:px-3',
                  t.slug === selected
                    ? 'bg-brand-700 text-white lg:bg-brand-50 lg:font-semibold lg:text-brand-800'
                    : 'bg-white text-ink ring-1 ring-line hover:bg-brand-50 lg:bg-transparent lg:ring-0',
                )}
              >
                {t.title}
              </InternalLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-6">
        {data.trade_verification ? (
          <Alert tone="info" title={tm.support.tradeRule}>
            <span data-testid="trade-rule">{data.trade_verification.rule}</span>
          </Alert>
        ) : null}
        {data.support_data ? (
          <>
            <h2 className="text-xl font-bold text-ink">{data.support_data.title}</h2>
            {data.support_data.support_posts.length === 0 && data.support_data.support_faqs.length === 0 ? (
              <Card>
                <EmptyState title={tm.support.empty} />
              </Card>
            ) : null}
            {data.support_data.support_posts.length > 0 ? (
              <section aria-label={tm.support.posts} className="space-y-3">
                {data.support_data.support_posts.map((p) => (
                  <Post key={p.slug} post={p} highlighted={p.slug === anchor} />
                ))}
              </section>
            ) : null}
            {data.support_data.support_faqs.length > 0 ? (
              <SectionCard title={tm.support.faqs}>
                {data.support_data.support_faqs.map((f) => (
                  <Faq key={f.slug} faq={f} highlighted={f.slug === anchor} />
                ))}
              </SectionCard>
            ) : null}
          </>
        ) : (
          <Card>
            <EmptyState title={tm.support.empty} />
          </Card>
        )}
        <SectionCard title={tm.support.contact}>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {info?.customer_service_phone ? (
              <a
                href={`tel:${info.customer_service_phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex h-11 items-center justify-center gap-2 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <PhoneIcon className="size-4" />
                {tm.support.call}: {info.customer_service_phone}
              </a>
            ) : null}
            {info?.whatsapp_url && /^https?:\/\//.test(info.whatsapp_url) ? (
              <a
                href={info.whatsapp_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center justify-center gap-2 rounded-control bg-success-700 px-4 text-sm font-semibold text-white hover:bg-success-800"
              >
                <WhatsappIcon className="size-4" />
                {tm.support.whatsapp}
              </a>
            ) : null}
            <ButtonLink to="/u/destektaleplerim" search={{ yeni: 1 }} variant="secondary">
              {tm.support.ticket}
            </ButtonLink>
          </div>
        </SectionCard>
      </div>
    </div>
  )
}
