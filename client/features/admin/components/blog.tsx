// The blog: categories, and pages with a cover image, summary, publication time and ordered sections.
import { Button } from '#client/components/ui/button.tsx'
import { ChevronDownIcon, PlusIcon, TrashIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBlogPage, AdminHeading } from '#common/schemas/admin-answers.ts'
import { BlogPageForm } from '#common/schemas/admin-pages.ts'
import { HtmlField, ImageField, Options, SelectField, TextareaField, TextField, useAdminForm, type AdminForm, type Values } from './form.tsx'
import { EditorPage, ItemRow, RowDialog, RowsCard, useEditing, type RowsApi } from './kit.tsx'
import { HeadingDialog } from './support-centre.tsx'

const f = ta.field
type Section = { section_image: string | null; section_content: string; preview?: string | null }

/** One section edited through a small form bound to the page form's `sections` array. */
function SectionEditor({ page, index, count }: { page: AdminForm; index: number; count: number }) {
  const sections = page.values.sections as Section[]
  const s = sections[index]!
  const update = (patch: Partial<Section>) =>
    page.set(
      'sections',
      sections.map((x, i) => (i === index ? { ...x, ...patch } : x)),
    )
  const move = (to: number) => {
    const next = [...sections]
    const [item] = next.splice(index, 1)
    next.splice(to, 0, item!)
    page.set('sections', next)
  }
  // A shim form so ImageField and HtmlField can edit one section's fields.
  const shim: AdminForm = {
    ...page,
    values: { section_image: s.section_image, section_content: s.section_content },
    errors: {
      section_image: page.errors[`sections.${index}.section_image`] ?? '',
      section_content: page.errors[`sections.${index}.section_content`] ?? '',
    } as Record<string, string>,
    set: (name: string, value: unknown) => update({ [name]: value } as Partial<Section>),
    text: (name: string) => ({
      name,
      value: String((s as Record<string, unknown>)[name] ?? ''),
      onChange: (e: { target: { value: string } }) => update({ [name]: e.target.value } as Partial<Section>),
      error: page.errors[`sections.${index}.${name}`],
    }),
  }
  return (
    <li className="space-y-3 rounded-control bg-slate-50 p-3 ring-1 ring-line">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold text-ink">{ta.blog.section(index + 1)}</p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index - 1)} aria-label={ta.common.moveUp}>
            <ChevronDownIcon className="size-4 rotate-180" />
          </Button>
          <Button variant="ghost" size="sm" disabled={index === count - 1} onClick={() => move(index + 1)} aria-label={ta.common.moveDown}>
            <ChevronDownIcon className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={count === 1}
            onClick={() =>
              page.set(
                'sections',
                sections.filter((_, i) => i !== index),
              )
            }
            aria-label={ta.blog.removeSection(index + 1)}
            className="text-danger-700"
          >
            <TrashIcon className="size-4" />
          </Button>
        </div>
      </div>
      <ImageField form={shim} name="section_image" label={f.file} preview={s.preview} />
      <HtmlField form={shim} name="section_content" label={f.sectionContent} required rows={6} />
    </li>
  )
}

/** The sections as the server takes them (the previews are for this form only). */
const pageBody = (v: Values) => ({
  ...v,
  sections: (v.sections as Section[]).map(({ section_image, section_content }) => ({ section_image, section_content })),
})

const CATEGORIES: RowsApi = { path: '/api/admin/blog-categories', refresh: ['blog'], newTitle: ta.blog.newCategory }
const PAGES: RowsApi = { path: '/api/admin/blog-pages', refresh: ['blog'], newTitle: ta.blog.newPage }

function PageDialog({ row, categories, onClose }: { row: AdminBlogPage | null; categories: AdminHeading[]; onClose: () => void }) {
  const form = useAdminForm(BlogPageForm, {
    blog_category_id: String(row?.blog_category_id ?? categories[0]?.id ?? ''),
    page_title: row?.page_title ?? '',
    page_slug: row?.page_slug ?? '',
    page_image: row?.page_image.ref ?? null,
    page_description: row?.page_description ?? '',
    published_at: row?.published_at.slice(0, 16).replace(' ', 'T') ?? '',
    sections: row?.sections.map((s) => ({
      section_image: s.section_image.ref,
      section_content: s.section_content,
      preview: s.section_image.url,
    })) ?? [{ section_image: null, section_content: '' }],
  })
  const sections = form.values.sections as Section[]
  return (
    <RowDialog of={PAGES} row={row && { id: row.id, name: row.page_title }} body={pageBody} size="lg" form={form} onClose={onClose}>
      <SelectField label={f.blogCategory} required {...form.text('blog_category_id')}>
        <Options items={categories} value={(c) => c.id} label={(c) => c.title} />
      </SelectField>
      <TextField label={f.title} required {...form.text('page_title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('page_slug')} />
        <TextField label={ta.blog.publishedAt} type="datetime-local" hint={ta.blog.publishedHint} {...form.text('published_at')} />
      </div>
      <TextareaField label={f.description} rows={2} {...form.text('page_description')} />
      <ImageField form={form} name="page_image" label={f.file} preview={row?.page_image.url} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-bold text-ink">{ta.blog.sections}</legend>
        {form.errors.sections ? <p className="text-sm font-medium text-danger-700">{form.errors.sections}</p> : null}
        <ol className="space-y-3">
          {sections.map((_, i) => (
            <SectionEditor key={i} page={form} index={i} count={sections.length} />
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon className="size-4" />}
          onClick={() => form.set('sections', [...sections, { section_image: null, section_content: '' }])}
        >
          {ta.blog.addSection}
        </Button>
      </fieldset>
    </RowDialog>
  )
}

type Dialog = { type: 'category'; row: AdminHeading | null } | { type: 'page'; row: AdminBlogPage | null }

export function BlogScreen({ categories, pages }: { categories: AdminHeading[]; pages: AdminBlogPage[] }) {
  const editing = useEditing(PAGES, (d: Dialog, close) =>
    d.type === 'category' ? (
      <HeadingDialog of={CATEGORIES} row={d.row} onClose={close} />
    ) : (
      <PageDialog row={d.row} categories={categories} onClose={close} />
    ),
  )
  const catName = new Map(categories.map((c) => [c.id, c]))
  return (
    <EditorPage
      text={ta.blog}
      add={[
        { label: ta.blog.addCategory, opens: { type: 'category', row: null }, variant: 'secondary' },
        { label: ta.blog.addPage, opens: { type: 'page', row: null }, disabled: !categories.length },
      ]}
      editing={editing}
    >
      <RowsCard title={ta.blog.categories} rows={categories}>
        {(c) => (
          <ItemRow
            key={c.id}
            title={c.title}
            sub={`/blog/${c.slug}`}
            {...editing.actions({ type: 'category', row: c }, c.title, `${CATEGORIES.path}/${c.id}`)}
          />
        )}
      </RowsCard>
      <RowsCard title={ta.blog.pages} rows={pages}>
        {(p) => (
          <ItemRow
            key={p.id}
            image={p.page_image.url}
            title={p.page_title}
            sub={`${catName.get(p.blog_category_id)?.title ?? ''} · ${p.published_at.slice(0, 16)} · ${ta.blog.sections}: ${p.sections.length}`}
            subClass="tabular"
            {...editing.actions({ type: 'page', row: p }, p.page_title, `${PAGES.path}/${p.id}`)}
          />
        )}
      </RowsCard>
    </EditorPage>
  )
}
