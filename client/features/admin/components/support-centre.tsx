// The support centre: titles (also the new-ticket subjects), each with its posts and questions.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminFaq, AdminHeading, AdminPost, SupportAnswer } from '#common/schemas/admin-answers.ts'
import { SupportFaqForm, SupportPostForm, TitleSlugForm } from '#common/schemas/admin-pages.ts'
import type { z } from 'zod'
import { HtmlField, ImageField, Options, SelectField, SlugAndOrder, SortField, TextField, useAdminForm } from './form.tsx'
import { AddButton, EditorPage, ItemRow, RowDialog, type RowsApi, rowValues, sortValue, useEditing } from './kit.tsx'
import { EmptyRow, ListCard, RowActions } from './ui.tsx'

const f = ta.field

const TITLES: RowsApi = { path: '/api/admin/support-titles', refresh: ['support'], newTitle: ta.support.newTitle }

/** Title, slug and order of a support title or a blog category. */
export function HeadingDialog({ of, row, onClose }: { of: RowsApi; row: AdminHeading | null; onClose: () => void }) {
  const form = useAdminForm(TitleSlugForm, { ...rowValues(row, ['title', 'slug']), sort_order: sortValue(row) })
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
const FAQS: RowsApi = { path: '/api/admin/support-faqs', refresh: ['support'], newTitle: ta.support.newFaq }

/**
 * A support title's two kinds of entry, a post and a question, are edited by one dialog: each names its API,
 * its schema, and its heading, body and picture fields with their labels.
 */
const ENTRIES = {
  post: {
    api: POSTS,
    schema: SupportPostForm,
    heading: 'title',
    body: 'content',
    image: 'support_post_image',
    rows: 10,
    kicker: ta.support.posts,
    add: ta.support.addPost,
  },
  faq: {
    api: FAQS,
    schema: SupportFaqForm,
    heading: 'question',
    body: 'answer',
    image: 'support_faq_image',
    rows: 6,
    kicker: ta.support.faqs,
    add: ta.support.addFaq,
  },
} as const
const KINDS = ['post', 'faq'] as const
type Entry = { kind: 'post'; row: AdminPost | null } | { kind: 'faq'; row: AdminFaq | null }

/** A title's posts, then its questions, each with the name its row shows. */
const entriesOf = (t: Titles[number]) => [
  ...t.posts.map((row) => ({ entry: { kind: 'post', row } as Entry, name: row.title, id: row.id })),
  ...t.faqs.map((row) => ({ entry: { kind: 'faq', row } as Entry, name: row.question, id: row.id })),
]

function EntryDialog({ entry, titleId, titles, onClose }: { entry: Entry; titleId: number; titles: Titles; onClose: () => void }) {
  const spec = ENTRIES[entry.kind]
  // The row is read by the field names of its kind's spec.
  const row = entry.row as Record<string, unknown> | null
  const picture = row?.[spec.image] as AdminPost['support_post_image'] | undefined
  const form = useAdminForm(spec.schema, {
    ...rowValues(row, [spec.heading, spec.body, 'slug', 'video']),
    [spec.image]: picture?.ref ?? null,
    support_title_id: String(entry.row?.support_title_id ?? titleId),
    sort_order: sortValue(entry.row),
  })
  return (
    <RowDialog
      of={spec.api}
      row={entry.row && { id: entry.row.id, name: String(row?.[spec.heading]) }}
      size="lg"
      form={form}
      onClose={onClose}
    >
      <TitleSelect form={form} titles={titles} />
      <TextField label={f[spec.heading]} required {...form.text(spec.heading)} />
      <SlugAndOrder form={form} />
      <HtmlField form={form} name={spec.body} label={f[spec.body]} required rows={spec.rows} />
      <TextField label="Video" placeholder="https://www.youtube.com/embed/…" {...form.text('video')} />
      <ImageField form={form} name={spec.image} label={f.file} preview={picture?.url} />
    </RowDialog>
  )
}

type Dialog = { type: 'title'; row: AdminHeading | null } | { type: 'entry'; entry: Entry; titleId: number }

export function SupportScreen({ titles }: { titles: Titles }) {
  const editing = useEditing(TITLES, (d: Dialog, close) =>
    d.type === 'title' ? (
      <HeadingDialog of={TITLES} row={d.row} onClose={close} />
    ) : (
      <EntryDialog entry={d.entry} titleId={d.titleId} titles={titles} onClose={close} />
    ),
  )
  return (
    <EditorPage text={ta.support} add={{ label: ta.support.addTitle, opens: { type: 'title', row: null } }} editing={editing}>
      {titles.map((t) => (
        <ListCard
          key={t.id}
          title={`${t.title} · /destekmerkezi/${t.slug}`}
          action={
            <div className="flex flex-wrap gap-1">
              <RowActions {...editing.actions({ type: 'title', row: t }, t.title, `${TITLES.path}/${t.id}`)} />
              {KINDS.map((kind) => (
                <AddButton
                  key={kind}
                  size="sm"
                  variant="secondary"
                  onClick={() => editing.show({ type: 'entry', entry: { kind, row: null }, titleId: t.id })}
                >
                  {ENTRIES[kind].add}
                </AddButton>
              ))}
            </div>
          }
        >
          {t.posts.length + t.faqs.length === 0 ? <EmptyRow /> : null}
          {entriesOf(t).map(({ entry, name, id }) => (
            <ItemRow
              key={`${entry.kind}${id}`}
              kicker={ENTRIES[entry.kind].kicker}
              title={name}
              {...editing.actions({ type: 'entry', entry, titleId: t.id }, name, `${ENTRIES[entry.kind].api.path}/${id}`)}
            />
          ))}
        </ListCard>
      ))}
    </EditorPage>
  )
}
