// The home carousel and the video block: named lists ("anasayfa" is the one the home page reads), each
// with items that have an image, a link and an order; a video item may name an auction.
import { Button } from '#client/components/ui/button.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminBlock, AdminCarouselItem, AdminVideoItem } from '#common/schemas/admin-answers.ts'
import { BlockForm, CarouselItemForm, VideoItemForm } from '#common/schemas/admin-content.ts'
import { useState, type ReactNode } from 'react'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, ImageField, SortField, TargetSelect, TextField, useAdminForm, type Values } from './form.tsx'
import { AdminPage, EmptyRow, ListCard, Row, RowActions } from './ui.tsx'

const f = ta.field
type Kind = 'carousel' | 'video'
const base = (kind: Kind) => (kind === 'carousel' ? '/api/admin/carousels' : '/api/admin/videos')
const refresh = (kind: Kind) => [kind === 'carousel' ? 'carousels' : 'videos']

function BlockDialog({ kind, row, onClose }: { kind: Kind; row: AdminBlock | null; onClose: () => void }) {
  const write = useAdminWrite(refresh(kind))
  const form = useAdminForm(BlockForm, { title: row?.title ?? '', slug: row?.slug ?? '' })
  const submit = (v: Values) =>
    write.mutateAsync(row ? { method: 'put', path: `${base(kind)}/${row.id}`, body: v } : { method: 'post', path: base(kind), body: v })
  const newTitle = kind === 'carousel' ? ta.carousel.newBlock : ta.videos.newBlock
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
    </FormDialog>
  )
}

function CarouselItemDialog({ blockId, row, onClose }: { blockId: number; row: AdminCarouselItem | null; onClose: () => void }) {
  const write = useAdminWrite(['carousels'])
  const form = useAdminForm(CarouselItemForm, {
    image_path: row?.image_path.ref ?? null,
    title: row?.title ?? '',
    link_url: row?.link_url ?? '',
    link_target: row?.link_target ?? '_self',
    sort_order: String(row?.sort_order ?? 0),
  })
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/carousel-items/${row.id}`, body: v }
        : { method: 'post', path: `/api/admin/carousels/${blockId}/items`, body: v },
    )
  return (
    <FormDialog
      open
      title={row ? ta.common.editOf(row.title ?? ta.carousel.newItem) : ta.carousel.newItem}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <ImageField form={form} name="image_path" label={`${f.file} *`} preview={row?.image_path.url} />
      <TextField label={f.title} {...form.text('title')} />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField label={f.link} hint={ta.common.linkHint} {...form.text('link_url')} />
        <TargetSelect form={form} name="link_target" label={f.target} />
      </div>
      <SortField form={form} />
    </FormDialog>
  )
}

function VideoItemDialog({ blockId, row, onClose }: { blockId: number; row: AdminVideoItem | null; onClose: () => void }) {
  const write = useAdminWrite(['videos'])
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
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/video-items/${row.id}`, body: v }
        : { method: 'post', path: `/api/admin/videos/${blockId}/items`, body: v },
    )
  return (
    <FormDialog
      open
      size="lg"
      title={row ? ta.common.editOf(row.video_title) : ta.videos.newItem}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
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
    </FormDialog>
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
  const [deleting, setDeleting] = useState<{ label: string; path: string } | null>(null)
  const remove = useAdminWrite(refresh(kind))
  const t = kind === 'carousel' ? ta.carousel : ta.videos
  return (
    <AdminPage
      title={t.title}
      lead={t.lead}
      action={
        <Button variant="secondary" icon={<PlusIcon className="size-4" />} onClick={() => setDialog({ type: 'block', row: null })}>
          {t.addBlock}
        </Button>
      }
    >
      {blocks.map((b) => (
        <ListCard
          key={b.id}
          title={`${b.title} · ${b.slug}`}
          action={
            <div className="flex flex-wrap gap-1">
              <RowActions
                name={b.title}
                onEdit={() => setDialog({ type: 'block', row: b })}
                onDelete={b.slug === 'anasayfa' ? undefined : () => setDeleting({ label: b.title, path: `${base(kind)}/${b.id}` })}
              />
              <Button
                size="sm"
                icon={<PlusIcon className="size-4" />}
                onClick={() => setDialog({ type: 'item', blockId: b.id, row: null })}
              >
                {t.addItem}
              </Button>
            </div>
          }
        >
          {b.items.length === 0 ? <EmptyRow /> : null}
          {b.items.map((item) => {
            const d = describe(item)
            return (
              <Row key={item.id}>
                <div className="h-14 w-24 shrink-0 overflow-hidden rounded-control bg-slate-100 ring-1 ring-line">
                  {d.image ? <img src={d.image} alt="" className="h-full w-full object-cover" /> : null}
                </div>
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium text-ink">{d.title}</p>
                  <p className="truncate text-xs text-ink-muted">{d.sub}</p>
                </div>
                <RowActions
                  name={labelOf(item)}
                  onEdit={() => setDialog({ type: 'item', blockId: b.id, row: item })}
                  onDelete={() =>
                    setDeleting({
                      label: labelOf(item),
                      path: `${kind === 'carousel' ? '/api/admin/carousel-items' : '/api/admin/video-items'}/${item.id}`,
                    })
                  }
                />
              </Row>
            )
          })}
        </ListCard>
      ))}
      {dialog?.type === 'block' ? <BlockDialog kind={kind} row={dialog.row} onClose={() => setDialog(null)} /> : null}
      {dialog?.type === 'item' && kind === 'carousel' ? (
        <CarouselItemDialog blockId={dialog.blockId} row={dialog.row as AdminCarouselItem | null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.type === 'item' && kind === 'video' ? (
        <VideoItemDialog blockId={dialog.blockId} row={dialog.row as AdminVideoItem | null} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDelete
        what={deleting?.label ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ method: 'delete', path: deleting!.path })}
      />
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
