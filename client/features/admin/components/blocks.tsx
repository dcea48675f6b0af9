// The home carousel and the video block: named lists ("anasayfa" is the one the home page reads), each
// with items that have an image, a link and an order; a video item may name an auction.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBlock, AdminCarouselItem, AdminVideoItem } from '#common/schemas/admin-answers.ts'
import { BlockForm, CarouselItemForm, VideoItemForm } from '#common/schemas/admin-content.ts'
import { useState, type ReactNode } from 'react'
import { ImageField, SortField, TargetSelect, TextField, useAdminForm } from './form.tsx'
import { AddButton, ItemRow, RowDialog, RowsCard, useDeleteConfirm, type RowsApi } from './kit.tsx'
import { AdminPage, RowActions } from './ui.tsx'

const f = ta.field
type Kind = 'carousel' | 'video'
const base = (kind: Kind) => (kind === 'carousel' ? '/api/admin/carousels' : '/api/admin/videos')
const itemBase = (kind: Kind) => (kind === 'carousel' ? '/api/admin/carousel-items' : '/api/admin/video-items')
const refresh = (kind: Kind) => [kind === 'carousel' ? 'carousels' : 'videos']
const blockRows = (kind: Kind): RowsApi => ({
  path: base(kind),
  refresh: refresh(kind),
  newTitle: kind === 'carousel' ? ta.carousel.newBlock : ta.videos.newBlock,
})
/** A block's items: edited at their own address, created under their block. */
const itemRows = (kind: Kind, blockId: number): RowsApi => ({
  path: itemBase(kind),
  createPath: `${base(kind)}/${blockId}/items`,
  refresh: refresh(kind),
  newTitle: kind === 'carousel' ? ta.carousel.newItem : ta.videos.newItem,
})

function BlockDialog({ kind, row, onClose }: { kind: Kind; row: AdminBlock | null; onClose: () => void }) {
  const form = useAdminForm(BlockForm, { title: row?.title ?? '', slug: row?.slug ?? '' })
  return (
    <RowDialog of={blockRows(kind)} row={row && { id: row.id, name: row.title }} size="sm" form={form} onClose={onClose}>
      <TextField label={f.title} required {...form.text('title')} />
      <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
    </RowDialog>
  )
}

function CarouselItemDialog({ blockId, row, onClose }: { blockId: number; row: AdminCarouselItem | null; onClose: () => void }) {
  const form = useAdminForm(CarouselItemForm, {
    image_path: row?.image_path.ref ?? null,
    title: row?.title ?? '',
    link_url: row?.link_url ?? '',
    link_target: row?.link_target ?? '_self',
    sort_order: String(row?.sort_order ?? 0),
  })
  return (
    <RowDialog
      of={itemRows('carousel', blockId)}
      row={row && { id: row.id, name: row.title ?? ta.carousel.newItem }}
      form={form}
      onClose={onClose}
    >
      <ImageField form={form} name="image_path" label={`${f.file} *`} preview={row?.image_path.url} />
      <TextField label={f.title} {...form.text('title')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField label={f.link} hint={ta.common.linkHint} {...form.text('link_url')} />
        <TargetSelect form={form} name="link_target" label={f.target} />
      </div>
      <SortField form={form} />
    </RowDialog>
  )
}

function VideoItemDialog({ blockId, row, onClose }: { blockId: number; row: AdminVideoItem | null; onClose: () => void }) {
  const form = useAdminForm(VideoItemForm, {
    video_title: row?.video_title ?? '',
    video_url: row?.video_url ?? '',
    video_bgcolor: row?.video_bgcolor ?? '',
    video_image: row?.video_image.ref ?? null,
    video_image_mobile: row?.video_image_mobile.ref ?? null,
    video_image_link: row?.video_image_link ?? '',
    auction_id: row?.auction_id ?? '',
    sort_order: String(row?.sort_order ?? 0),
  })
  return (
    <RowDialog of={itemRows('video', blockId)} row={row && { id: row.id, name: row.video_title }} size="lg" form={form} onClose={onClose}>
      <TextField label={f.title} required {...form.text('video_title')} />
      <TextField label={f.videoUrl} placeholder="https://www.youtube.com/embed/…" {...form.text('video_url')} />
      <ImageField form={form} name="video_image" label={f.image} preview={row?.video_image.url} />
      <ImageField form={form} name="video_image_mobile" label={f.imageMobile} preview={row?.video_image_mobile.url} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={f.link} hint={ta.common.linkHint} {...form.text('video_image_link')} />
        <TextField label={f.auctionId} inputMode="numeric" {...form.text('auction_id')} />
        <TextField label={f.bgcolor} placeholder="#1e3a8a" {...form.text('video_bgcolor')} />
        <SortField form={form} />
      </div>
    </RowDialog>
  )
}

type Block<I> = AdminBlock & { items: I[] }
type Dialog = { type: 'block'; row: AdminBlock | null } | { type: 'item'; blockId: number; row: unknown } | null

function BlocksScreen<I extends { id: number }>({
  kind,
  blocks,
  describe,
  labelOf,
}: {
  kind: Kind
  blocks: Array<Block<I>>
  describe: (item: I) => { image: string | null; title: string; sub: ReactNode }
  labelOf: (item: I) => string
}) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const remove = useDeleteConfirm(refresh(kind))
  const t = kind === 'carousel' ? ta.carousel : ta.videos
  const close = () => setDialog(null)
  return (
    <AdminPage
      title={t.title}
      lead={t.lead}
      action={
        <AddButton variant="secondary" onClick={() => setDialog({ type: 'block', row: null })}>
          {t.addBlock}
        </AddButton>
      }
    >
      {blocks.map((b) => (
        <RowsCard
          key={b.id}
          title={`${b.title} · ${b.slug}`}
          rows={b.items}
          action={
            <div className="flex flex-wrap gap-1">
              <RowActions
                name={b.title}
                onEdit={() => setDialog({ type: 'block', row: b })}
                onDelete={b.slug === 'anasayfa' ? undefined : () => remove.ask(b.title, `${base(kind)}/${b.id}`)}
              />
              <AddButton size="sm" onClick={() => setDialog({ type: 'item', blockId: b.id, row: null })}>
                {t.addItem}
              </AddButton>
            </div>
          }
        >
          {(item) => (
            <ItemRow
              key={item.id}
              {...describe(item)}
              thumb="h-14 w-24"
              subClass="truncate"
              name={labelOf(item)}
              onEdit={() => setDialog({ type: 'item', blockId: b.id, row: item })}
              onDelete={() => remove.ask(labelOf(item), `${itemBase(kind)}/${item.id}`)}
            />
          )}
        </RowsCard>
      ))}
      {dialog?.type === 'block' ? <BlockDialog kind={kind} row={dialog.row} onClose={close} /> : null}
      {dialog?.type === 'item' && kind === 'carousel' ? (
        <CarouselItemDialog blockId={dialog.blockId} row={dialog.row as AdminCarouselItem | null} onClose={close} />
      ) : null}
      {dialog?.type === 'item' && kind === 'video' ? (
        <VideoItemDialog blockId={dialog.blockId} row={dialog.row as AdminVideoItem | null} onClose={close} />
      ) : null}
      {remove.dialog}
    </AdminPage>
  )
}
export const CarouselScreen = ({ blocks }: { blocks: Array<Block<AdminCarouselItem>> }) => (
  <BlocksScreen
    kind="carousel"
    blocks={blocks}
    labelOf={(i) => i.title ?? `#${i.id}`}
    describe={(i) => ({
      image: i.image_path.url,
      title: i.title ?? `#${i.id}`,
      sub: `${i.link_url ?? ta.common.none} · ${ta.common.orderLabel} ${i.sort_order}`,
    })}
  />
)

export const VideosScreen = ({ blocks }: { blocks: Array<Block<AdminVideoItem>> }) => (
  <BlocksScreen
    kind="video"
    blocks={blocks}
    labelOf={(i) => i.video_title}
    describe={(i) => ({
      image: i.video_image.url,
      title: i.video_title,
      sub: [
        i.video_url,
        i.auction_id ? ta.videos.auction(i.auction_id, i.auction_name) : i.video_image_link,
        `${ta.common.orderLabel} ${i.sort_order}`,
      ]
        .filter(Boolean)
        .join(' · '),
    })}
  />
)
