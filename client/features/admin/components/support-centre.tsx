// The support centre: titles (also the new-ticket subjects), each with its posts and questions.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminFaq, AdminHeading, AdminPost, SupportAnswer } from '#common/schemas/admin-answers.ts'
import { SupportFaqForm, SupportPostForm, TitleSlugForm } from '#common/schemas/admin-pages.ts'
import { useState } from 'react'
import type { z } from 'zod'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, HtmlField, ImageField, SelectField, SortField, TextField, useAdminForm, type Values } from './form.tsx'
import { AdminPage, EmptyRow, ListCard, Row, RowActions } from './ui.tsx'

const f = ta.field

/** Title, slug and order of a support title or a blog category. */
export function HeadingDialog({
  path,
  refresh,
  row,
  newTitle,
  onClose,
}: {
  path: string
  refresh: string[]
  row: AdminHeading | null
  newTitle: string
  onClose: () => void
}) {
  const write = useAdminWrite(refresh)
  const form = useAdminForm(TitleSlugForm, { title: row?.title ?? '', slug: row?.slug ?? '', sort_order: String(row?.sort_order ?? 0) })
  const submit = (v: Values) =>
    write.mutateAsync(row ? { method: 'put', path: `${path}/${row.id}`, body: v } : { method: 'post', path, body: v })
  return (
    <FormDialog
      open
      size="sm"
      title={row ? ta.common.editOf(row.title) : newTitle}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={f.title} required {...form.text('title')} />
      <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
      <SortField form={form} />
    </FormDialog>
  )
}

type Titles = z.infer<typeof SupportAnswer>['support_titles']

function TitleSelect({ form, titles }: { form: ReturnType<typeof useAdminForm>; titles: Titles }) {
  return (
    <SelectField label={f.supportTitle} required {...form.text('support_title_id')}>
      {titles.map((t) => (
        <option key={t.id} value={t.id}>
          {t.title}
        </option>
      ))}
    </SelectField>
  )
}

function PostDialog({ row, titleId, titles, onClose }: { row: AdminPost | null; titleId: number; titles: Titles; onClose: () => void }) {
  const write = useAdminWrite(['support'])
  const form = useAdminForm(SupportPostForm, {
    support_title_id: String(row?.support_title_id ?? titleId),
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    video: row?.video ?? '',
    content: row?.content ?? '',
    support_post_image: row?.support_post_image.ref ?? null,
    sort_order: String(row?.sort_order ?? 0),
  })
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/support-posts/${row.id}`, body: v }
        : { method: 'post', path: '/api/admin/support-posts', body: v },
    )
  return (
    <FormDialog
      open
      size="lg"
      title={row ? ta.common.editOf(row.title) : ta.support.newPost}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TitleSelect form={form} titles={titles} />
      <TextField label={f.title} required {...form.text('title')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
        <SortField form={form} />
      </div>
      <HtmlField form={form} name="content" label={f.content} required />
      <TextField label="Video" placeholder="https://www.youtube.com/embed/…" {...form.text('video')} />
      <ImageField form={form} name="support_post_image" label={f.file} preview={row?.support_post_image.url} />
    </FormDialog>
  )
}

function FaqDialog({ row, titleId, titles, onClose }: { row: AdminFaq | null; titleId: number; titles: Titles; onClose: () => void }) {
  const write = useAdminWrite(['support'])
  const form = useAdminForm(SupportFaqForm, {
    support_title_id: String(row?.support_title_id ?? titleId),
    question: row?.question ?? '',
    slug: row?.slug ?? '',
    answer: row?.answer ?? '',
    video: row?.video ?? '',
    support_faq_image: row?.support_faq_image.ref ?? null,
    sort_order: String(row?.sort_order ?? 0),
  })
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/support-faqs/${row.id}`, body: v }
        : { method: 'post', path: '/api/admin/support-faqs', body: v },
    )
  return (
    <FormDialog
      open
      size="lg"
      title={row ? ta.common.editOf(row.question) : ta.support.newFaq}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TitleSelect form={form} titles={titles} />
      <TextField label={f.question} required {...form.text('question')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
        <SortField form={form} />
      </div>
      <HtmlField form={form} name="answer" label={f.answer} required rows={6} />
      <TextField label="Video" placeholder="https://www.youtube.com/embed/…" {...form.text('video')} />
      <ImageField form={form} name="support_faq_image" label={f.file} preview={row?.support_faq_image.url} />
    </FormDialog>
  )
}

type Dialog =
  | { type: 'title'; row: AdminHeading | null }
  | { type: 'post'; row: AdminPost | null; titleId: number }
  | { type: 'faq'; row: AdminFaq | null; titleId: number }
  | null

export function SupportScreen({ titles }: { titles: Titles }) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const [deleting, setDeleting] = useState<{ label: string; path: string } | null>(null)
  const remove = useAdminWrite(['support'])
  const close = () => setDialog(null)
  return (
    <AdminPage
      title={ta.support.title}
      lead={ta.support.lead}
      action={
        <Button icon={<PlusIcon className="size-4" />} onClick={() => setDialog({ type: 'title', row: null })}>
          {ta.support.addTitle}
        </Button>
      }
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
                onDelete={() => setDeleting({ label: t.title, path: `/api/admin/support-titles/${t.id}` })}
              />
              <Button
                size="sm"
                variant="secondary"
                icon={<PlusIcon className="size-4" />}
                onClick={() => setDialog({ type: 'post', row: null, titleId: t.id })}
              >
                {ta.support.addPost}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<PlusIcon className="size-4" />}
                onClick={() => setDialog({ type: 'faq', row: null, titleId: t.id })}
              >
                {ta.support.addFaq}
              </Button>
            </div>
          }
        >
          {t.posts.length + t.faqs.length === 0 ? <EmptyRow /> : null}
          {t.posts.map((p) => (
            <Row key={`p${p.id}`}>
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold text-ink-subtle uppercase">{ta.support.posts}</p>
                <p className="font-medium text-ink">{p.title}</p>
              </div>
              <RowActions
                name={p.title}
                onEdit={() => setDialog({ type: 'post', row: p, titleId: t.id })}
                onDelete={() => setDeleting({ label: p.title, path: `/api/admin/support-posts/${p.id}` })}
              />
            </Row>
          ))}
          {t.faqs.map((q) => (
            <Row key={`q${q.id}`}>
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold text-ink-subtle uppercase">{ta.support.faqs}</p>
                <p className="font-medium text-ink">{q.question}</p>
              </div>
              <RowActions
                name={q.question}
                onEdit={() => setDialog({ type: 'faq', row: q, titleId: t.id })}
                onDelete={() => setDeleting({ label: q.question, path: `/api/admin/support-faqs/${q.id}` })}
              />
            </Row>
          ))}
        </ListCard>
      ))}
      {dialog?.type === 'title' ? (
        <HeadingDialog
          path="/api/admin/support-titles"
          refresh={['support']}
          row={dialog.row}
          newTitle={ta.support.newTitle}
          onClose={close}
        />
      ) : null}
      {dialog?.type === 'post' ? <PostDialog row={dialog.row} titleId={dialog.titleId} titles={titles} onClose={close} /> : null}
      {dialog?.type === 'faq' ? <FaqDialog row={dialog.row} titleId={dialog.titleId} titles={titles} onClose={close} /> : null}
      <ConfirmDelete
        what={deleting?.label ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ method: 'delete', path: deleting!.path })}
      />
    </AdminPage>
  )
}
