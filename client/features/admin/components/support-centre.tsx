// The support centre: titles (also the new-ticket subjects), each with its posts and questions.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminFaq, AdminHeading, AdminPost, SupportAnswer } from '#common/schemas/admin-answers.ts'
import { SupportFaqForm, SupportPostForm, TitleSlugForm } from '#common/schemas/admin-pages.ts'
import { useState } from 'react'
import type { z } from 'zod'
import { HtmlField, ImageField, Options, SelectField, SortField, TextField, useAdminForm } from './form.tsx'
import { AddButton, ItemRow, RowDialog, useDeleteConfirm, type RowsApi } from './kit.tsx'
import { AdminPage, EmptyRow, ListCard, RowActions } from './ui.tsx'

const f = ta.field

const TITLES: RowsApi = { path: '/api/admin/support-titles', refresh: ['support'], newTitle: ta.support.newTitle }

/** Title, slug and order of a support title or a blog category. */
export function HeadingDialog({ of, row, onClose }: { of: RowsApi; row: AdminHeading | null; onClose: () => void }) {
  const form = useAdminForm(TitleSlugForm, { title: row?.title ?? '', slug: row?.slug ?? '', sort_order: String(row?.sort_order ?? 0) })
  return (
    <RowDialog of={of} row={row && { id: row.id, name: row.title }} size="sm" form={form} onClose={onClose}>
      <TextField label={f.title} required {...form.text('title')} />
      <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
      <SortField form={form} />
    </RowDialog>
  )
}

type Titles = z.infer<typeof SupportAnswer>['support_titles']

function TitleSelect({ form, titles }: { form: ReturnType<typeof useAdminForm>; titles: Titles }) {
  return (
    <SelectField label={f.supportTitle} required {...form.text('support_title_id')}>
      <Options items={titles} value={(t) => t.id} label={(t) => t.title} />
    </SelectField>
  )
}

const POSTS: RowsApi = { path: '/api/admin/support-posts', refresh: ['support'], newTitle: ta.support.newPost }

function PostDialog({ row, titleId, titles, onClose }: { row: AdminPost | null; titleId: number; titles: Titles; onClose: () => void }) {
  const form = useAdminForm(SupportPostForm, {
    support_title_id: String(row?.support_title_id ?? titleId),
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    video: row?.video ?? '',
    content: row?.content ?? '',
    support_post_image: row?.support_post_image.ref ?? null,
    sort_order: String(row?.sort_order ?? 0),
  })
  return (
    <RowDialog of={POSTS} row={row && { id: row.id, name: row.title }} size="lg" form={form} onClose={onClose}>
      <TitleSelect form={form} titles={titles} />
      <TextField label={f.title} required {...form.text('title')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
        <SortField form={form} />
      </div>
      <HtmlField form={form} name="content" label={f.content} required />
      <TextField label="Video" placeholder="https://www.youtube.com/embed/…" {...form.text('video')} />
      <ImageField form={form} name="support_post_image" label={f.file} preview={row?.support_post_image.url} />
    </RowDialog>
  )
}

const FAQS: RowsApi = { path: '/api/admin/support-faqs', refresh: ['support'], newTitle: ta.support.newFaq }

function FaqDialog({ row, titleId, titles, onClose }: { row: AdminFaq | null; titleId: number; titles: Titles; onClose: () => void }) {
  const form = useAdminForm(SupportFaqForm, {
    support_title_id: String(row?.support_title_id ?? titleId),
    question: row?.question ?? '',
    slug: row?.slug ?? '',
    answer: row?.answer ?? '',
    video: row?.video ?? '',
    support_faq_image: row?.support_faq_image.ref ?? null,
    sort_order: String(row?.sort_order ?? 0),
  })
  return (
    <RowDialog of={FAQS} row={row && { id: row.id, name: row.question }} size="lg" form={form} onClose={onClose}>
      <TitleSelect form={form} titles={titles} />
      <TextField label={f.question} required {...form.text('question')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
        <SortField form={form} />
      </div>
      <HtmlField form={form} name="answer" label={f.answer} required rows={6} />
      <TextField label="Video" placeholder="https://www.youtube.com/embed/…" {...form.text('video')} />
      <ImageField form={form} name="support_faq_image" label={f.file} preview={row?.support_faq_image.url} />
    </RowDialog>
  )
}

type Dialog =
  | { type: 'title'; row: AdminHeading | null }
  | { type: 'post'; row: AdminPost | null; titleId: number }
  | { type: 'faq'; row: AdminFaq | null; titleId: number }
  | null

export function SupportScreen({ titles }: { titles: Titles }) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const remove = useDeleteConfirm(TITLES.refresh)
  const close = () => setDialog(null)
  return (
    <AdminPage
      title={ta.support.title}
      lead={ta.support.lead}
      action={<AddButton onClick={() => setDialog({ type: 'title', row: null })}>{ta.support.addTitle}</AddButton>}
    >
      {titles.map((t) => (
        <ListCard
          key={t.id}
          title={`${t.title} · /destekmerkezi/${t.slug}`}
          action={
            <div className="flex flex-wrap gap-1">
              <RowActions
                name={t.title}
                onEdit={() => setDialog({ type: 'title', row: t })}
                onDelete={() => remove.ask(t.title, `/api/admin/support-titles/${t.id}`)}
              />
              <AddButton size="sm" variant="secondary" onClick={() => setDialog({ type: 'post', row: null, titleId: t.id })}>
                {ta.support.addPost}
              </AddButton>
              <AddButton size="sm" variant="secondary" onClick={() => setDialog({ type: 'faq', row: null, titleId: t.id })}>
                {ta.support.addFaq}
              </AddButton>
            </div>
          }
        >
          {t.posts.length + t.faqs.length === 0 ? <EmptyRow /> : null}
          {t.posts.map((p) => (
            <ItemRow
              key={`p${p.id}`}
              kicker={ta.support.posts}
              title={p.title}
              onEdit={() => setDialog({ type: 'post', row: p, titleId: t.id })}
              onDelete={() => remove.ask(p.title, `/api/admin/support-posts/${p.id}`)}
            />
          ))}
          {t.faqs.map((q) => (
            <ItemRow
              key={`q${q.id}`}
              kicker={ta.support.faqs}
              title={q.question}
              onEdit={() => setDialog({ type: 'faq', row: q, titleId: t.id })}
              onDelete={() => remove.ask(q.question, `/api/admin/support-faqs/${q.id}`)}
            />
          ))}
        </ListCard>
      ))}
      {dialog?.type === 'title' ? <HeadingDialog of={TITLES} row={dialog.row} onClose={close} /> : null}
      {dialog?.type === 'post' ? <PostDialog row={dialog.row} titleId={dialog.titleId} titles={titles} onClose={close} /> : null}
      {dialog?.type === 'faq' ? <FaqDialog row={dialog.row} titleId={dialog.titleId} titles={titles} onClose={close} /> : null}
      {remove.dialog}
    </AdminPage>
  )
}
