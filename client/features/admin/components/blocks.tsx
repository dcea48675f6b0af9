// The home carousel and the video block: named lists ("anasayfa" is the one the home page reads), each
// with items that have an image, a link and an order; a video item may name an auction.
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBlock, AdminCarouselItem, AdminVideoItem } from '#common/schemas/admin-answers.ts'
import { BlockForm, CarouselItemForm, VideoItemForm } from '#common/schemas/admin-content.ts'
import type { ReactNode } from 'react'
import { ImageField, SortField, TargetSelect, TextField, useAdminForm } from './form.tsx'
import { AddButton, EditorPage, ItemRow, RowDialog, RowsCard, rowValues, sortValue, useEditing, type RowsApi } from './kit.tsx'
import { RowActions } from './ui.tsx'

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
  const form = useAdminForm(BlockForm, rowValues(row, ['title', 'slug']))
  return (
    <RowDialog of={blockRows(kind)} row={row && { id: row.id, name: row.title }} size="sm" form={form} onClose={onClose}>
      <TextField label={f.title} required {...form.text('title')} />
      <TextField label={f.slug} hint={ta.common.slugHint} {...form.text('slug')} />
    </RowDialog>
  )
}

function CarouselItemDialog({ blockId, row, onClose }: { blockId: number; row: AdminCarouselItem | null; onClose: () => void }) {
  const form = useAdminForm(CarouselItemForm, {
    ...rowValues(row, ['title', 'link_url'], ['image_path']),
    link_target: row?.link_target ?? '_self',
    sort_order: sortValue(row),
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
    ...rowValues(
      row,
      ['video_title', 'video_url', 'video_bgcolor', 'video_image_link', 'auction_id'],
      ['video_image', 'video_image_mobile'],
    ),
    sort_order: sortValue(row),
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
type Dialog = { type: 'block'; row: AdminBlock | null } | { type: 'item'; blockId: number; row: unknown }

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
  const editing = useEditing({ refresh: refresh(kind) }, (d: Dialog, close) => <BlocksDialog kind={kind} dialog={d} onClose={close} />)
  const t = kind === 'carousel' ? ta.carousel : ta.videos
  return (
    <EditorPage text={t} add={{ label: t.addBlock, opens: { type: 'block', row: null }, variant: 'secondary' }} editing={editing}>
      {blocks.map((b) => (
        <RowsCard
          key={b.id}
          title={`${b.title} · ${b.slug}`}
          rows={b.items}
          action={
            <div className="flex flex-wrap gap-1">
              {/* The home page reads the block named "anasayfa": it stays. */}
              <RowActions
                {...editing.actions({ type: 'block', row: b }, b.title, b.slug === 'anasayfa' ? null : `${base(kind)}/${b.id}`)}
              />
              <AddButton size="sm" onClick={() => editing.show({ type: 'item', blockId: b.id, row: null })}>
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
              {...editing.actions({ type: 'item', blockId: b.id, row: item }, labelOf(item), `${itemBase(kind)}/${item.id}`)}
            />
          )}
        </RowsCard>
      ))}
    </EditorPage>
  )
}

/** The dialog a blocks page has open: a block's, or an item's of the page's kind. */
function BlocksDialog({ kind, dialog, onClose }: { kind: Kind; dialog: Dialog; onClose: () => void }) {
  if (dialog.type === 'block') return <BlockDialog kind={kind} row={dialog.row} onClose={onClose} />
  return kind === 'carousel' ? (
    <CarouselItemDialog blockId={dialog.blockId} row={dialog.row as AdminCarouselItem | null} onClose={onClose} />
  ) : (
    <VideoItemDialog blockId={dialog.blockId} row={dialog.row as AdminVideoItem | null} onClose={onClose} />
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
