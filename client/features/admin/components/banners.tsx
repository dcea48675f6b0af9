// Banners by placement (0, 1, 2 inline; 5 the popup), with desktop and phone images uploaded to R2,
// link, target, background colour, an optional category, order and whether it is shown.
import { Badge } from '#client/components/ui/badge.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBanner, AdminCategory } from '#common/schemas/admin-answers.ts'
import { BANNER_PLACEMENTS, BannerForm } from '#common/schemas/admin-content.ts'
import { Check, ImageField, Options, SelectField, SortField, TargetSelect, TextField, useAdminForm } from './form.tsx'
import { EditorPage, RowDialog, RowsCard, rowValues, sortValue, useEditing, type RowsApi } from './kit.tsx'

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
    ...rowValues(row, ['banner_title', 'banner_link', 'banner_bgcolor', 'category_id'], ['banner_image', 'banner_image_mobile']),
    banner_placement: String(row?.banner_placement ?? 0),
    banner_target: row?.banner_target ?? '_self',
    sort_order: sortValue(row),
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
  const editing = useEditing(BANNERS, (row: AdminBanner | null, close) => (
    <BannerDialog row={row} categories={categories} onClose={close} />
  ))
  const bannerRow = editing.itemRow((b: AdminBanner) => ({
    image: b.banner_image.url,
    thumb: 'h-14 w-40',
    backdrop: b.banner_bgcolor,
    title: (
      <>
        {b.banner_title} {!b.is_active ? <Badge>{ta.common.inactive}</Badge> : null}
      </>
    ),
    name: b.banner_title,
    subClass: 'truncate',
    sub: `${b.banner_link ?? ta.common.none} · ${ta.common.target[b.banner_target] ?? b.banner_target} · ${b.category_title ?? ta.banners.anyCategory} · ${ta.banners.clicks(b.click_count)}`,
  }))
  return (
    <EditorPage text={ta.banners} add={{ label: ta.banners.add, opens: null }} editing={editing}>
      {BANNER_PLACEMENTS.map((p) => (
        <RowsCard key={p} title={ta.banners.placements[p]} rows={banners.filter((b) => b.banner_placement === p)}>
          {bannerRow}
        </RowsCard>
      ))}
    </EditorPage>
  )
}
