// Banners by placement (0, 1, 2 inline; 5 the popup), with desktop and phone images uploaded to R2,
// link, target, background colour, an optional category, order and whether it is shown.
import { Badge } from '#client/components/ui/badge.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBanner, AdminCategory } from '#common/schemas/admin-answers.ts'
import { BANNER_PLACEMENTS, BannerForm } from '#common/schemas/admin-content.ts'
import { useState } from 'react'
import { Check, ImageField, Options, SelectField, SortField, TargetSelect, TextField, useAdminForm } from './form.tsx'
import { AddButton, RowDialog, RowsCard, useDeleteConfirm, type RowsApi } from './kit.tsx'
import { AdminPage, Row, RowActions } from './ui.tsx'

const f = ta.field

/** The category list as "Ana › Alt › Yaprak" options. */
export function categoryOptions(categories: AdminCategory[]) {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const path = (c: AdminCategory): string =>
    c.parent_id && byId.get(c.parent_id) ? `${path(byId.get(c.parent_id)!)} › ${c.title}` : c.title
  return categories.map((c) => ({ id: c.id, label: path(c) })).sort((a, b) => a.label.localeCompare(b.label, 'tr'))
}

const BANNERS: RowsApi = { path: '/api/admin/banners', refresh: ['banners'], newTitle: ta.banners.newTitle }

function BannerDialog({ row, categories, onClose }: { row: AdminBanner | null; categories: AdminCategory[]; onClose: () => void }) {
  const form = useAdminForm(BannerForm, {
    banner_placement: String(row?.banner_placement ?? 0),
    banner_title: row?.banner_title ?? '',
    banner_link: row?.banner_link ?? '',
    banner_target: row?.banner_target ?? '_self',
    banner_bgcolor: row?.banner_bgcolor ?? '',
    banner_image: row?.banner_image.ref ?? null,
    banner_image_mobile: row?.banner_image_mobile.ref ?? null,
    category_id: row?.category_id ?? '',
    sort_order: String(row?.sort_order ?? 0),
    is_active: row?.is_active ?? true,
  })
  return (
    <RowDialog of={BANNERS} row={row && { id: row.id, name: row.banner_title }} size="lg" form={form} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={f.placement} {...form.text('banner_placement')}>
          <Options items={BANNER_PLACEMENTS} value={(p) => p} label={(p) => ta.banners.placements[p]} />
        </SelectField>
        <SelectField label={f.category} {...form.text('category_id')}>
          <option value="">{ta.banners.anyCategory}</option>
          <Options items={categoryOptions(categories)} value={(c) => c.id} label={(c) => c.label} />
        </SelectField>
      </div>
      <TextField label={f.title} required {...form.text('banner_title')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField label={f.link} hint={ta.common.linkHint} {...form.text('banner_link')} />
        <TargetSelect form={form} name="banner_target" label={f.target} />
      </div>
      <ImageField form={form} name="banner_image" label={`${f.image} *`} preview={row?.banner_image.url} hint={ta.banners.imageHint} />
      <ImageField form={form} name="banner_image_mobile" label={f.imageMobile} preview={row?.banner_image_mobile.url} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={f.bgcolor} placeholder="#1e3a8a" {...form.text('banner_bgcolor')} />
        <SortField form={form} />
      </div>
      <Check form={form} name="is_active" label={ta.common.active} />
    </RowDialog>
  )
}

export function BannersScreen({ banners, categories }: { banners: AdminBanner[]; categories: AdminCategory[] }) {
  const [editing, setEditing] = useState<AdminBanner | null | undefined>(undefined)
  const remove = useDeleteConfirm(BANNERS.refresh)
  return (
    <AdminPage
      title={ta.banners.title}
      lead={ta.banners.lead}
      action={<AddButton onClick={() => setEditing(null)}>{ta.banners.add}</AddButton>}
    >
      {BANNER_PLACEMENTS.map((p) => {
        const rows = banners.filter((b) => b.banner_placement === p)
        return (
          <RowsCard key={p} title={ta.banners.placements[p]} rows={rows}>
            {(b) => (
              <Row key={b.id}>
                <div
                  className="h-14 w-40 shrink-0 overflow-hidden rounded-control ring-1 ring-line"
                  style={{ background: b.banner_bgcolor ?? '#f1f5f9' }}
                >
                  {b.banner_image.url ? <img src={b.banner_image.url} alt="" className="h-full w-full object-cover" /> : null}
                </div>
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium text-ink">
                    {b.banner_title} {!b.is_active ? <Badge>{ta.common.inactive}</Badge> : null}
                  </p>
                  <p className="truncate text-xs text-ink-muted">
                    {b.banner_link ?? ta.common.none} · {ta.common.target[b.banner_target] ?? b.banner_target} ·{' '}
                    {b.category_title ?? ta.banners.anyCategory} · {ta.banners.clicks(b.click_count)}
                  </p>
                </div>
                <RowActions
                  name={b.banner_title}
                  onEdit={() => setEditing(b)}
                  onDelete={() => remove.ask(b.banner_title, `/api/admin/banners/${b.id}`)}
                />
              </Row>
            )}
          </RowsCard>
        )
      })}
      {editing !== undefined ? <BannerDialog row={editing} categories={categories} onClose={() => setEditing(undefined)} /> : null}
      {remove.dialog}
    </AdminPage>
  )
}
