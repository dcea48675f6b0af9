// The large photo (modal -5): zoom from 1 to 8 with buttons, a slider, the wheel
// or a double click; drag to look around when zoomed; arrows between photos.
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ZoomInIcon, ZoomOutIcon } from '#client/components/ui/icons.tsx'
import { ts } from '#client/i18n/tr-storefront.ts'
import { td } from '#client/i18n/tr-lot-pieces.ts'
import { t } from '#client/i18n/tr.ts'
import { ZOOM_MAX, ZOOM_MIN } from '#common/constants.ts'
import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react'
import type { Photo } from './gallery.tsx'

const clamp = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 4) / 4))
const control = 'grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-40'

type Props = { photos: Photo[]; name: string; index: number; onIndex: (i: number) => void; onClose: () => void }

export default function ZoomDialogView({ photos, name, index, onIndex, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const [zoom, setZoom] = useState(1)
  const [pan, setPan] = useState({ x: 0, y: 0 })
  const drag = useRef<{ x: number; y: number; px: number; py: number } | null>(null)
  const photo = photos[index]

  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog?.showModal()
    document.documentElement.style.overflow = 'hidden'
    return () => {
      document.documentElement.style.overflow = ''
      if (dialog?.open) dialog.close()
      opener?.focus()
    }
  }, [])
  useEffect(() => {
    setZoom(1)
    setPan({ x: 0, y: 0 })
  }, [index])

  const zoomTo = (z: number) => {
    const next = clamp(z)
    setZoom(next)
    if (next === 1) setPan({ x: 0, y: 0 })
  }
  const onWheel = (e: WheelEvent) => zoomTo(zoom * (e.deltaY < 0 ? 1.25 : 0.8))
  const onPointerDown = (e: PointerEvent) => {
    if (zoom === 1) return
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, px: pan.x, py: pan.y }
  }
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current
    if (d) setPan({ x: d.px + (e.clientX - d.x) / zoom, y: d.py + (e.clientY - d.y) / zoom })
  }
  const prev = () => onIndex(Math.max(0, index - 1))
  const next = () => onIndex(Math.min(photos.length - 1, index + 1))

  return (
    <dialog
      ref={ref}
      aria-label={`${name} — ${ts.detail.photo(index + 1, photos.length)}`}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev()
        else if (e.key === 'ArrowRight') next()
        else if (e.key === '+' || e.key === '=') zoomTo(zoom + 1)
        else if (e.key === '-') zoomTo(zoom - 1)
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <p className="min-w-0 truncate text-sm font-semibold">
            {name}{' '}
            <span className="ml-2 text-white/70 tabular">
              {index + 1} / {photos.length}
            </span>
          </p>
          <button type="button" onClick={onClose} className={control} aria-label={t.common.close}>
            <CloseIcon />
          </button>
        </div>
        <div
          className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
          onWheel={onWheel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onDoubleClick={() => zoomTo(zoom === 1 ? 2 : 1)}
          style={{ cursor: zoom > 1 ? 'grab' : 'zoom-in' }}
        >
          {photo?.public_url ? (
            <img
              src={photo.public_url}
              alt={photo.caption ?? name}
              draggable={false}
              className="absolute inset-0 m-auto max-h-full max-w-full object-contain transition-transform duration-150"
              style={{ transform: `scale(${zoom}) translate(${pan.x}px, ${pan.y}px)` }}
            />
          ) : null}
          {photos.length > 1 ? (
            <>
              <button
                type="button"
                onClick={prev}
                disabled={index === 0}
                className={`${control} absolute top-1/2 left-3 -translate-y-1/2`}
                aria-label={ts.detail.prevPhoto}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                onClick={next}
                disabled={index === photos.length - 1}
                className={`${control} absolute top-1/2 right-3 -translate-y-1/2`}
                aria-label={ts.detail.nextPhoto}
              >
                <ChevronRightIcon />
              </button>
            </>
          ) : null}
        </div>
        {photo?.caption ? <p className="px-4 pt-3 text-center text-sm text-white/90">{photo.caption}</p> : null}
        <div className="flex items-center justify-center gap-3 px-4 py-3">
          <button
            type="button"
            onClick={() => zoomTo(zoom - 1)}
            disabled={zoom <= ZOOM_MIN}
            className={control}
            aria-label={td.zoomOut}
          >
            <ZoomOutIcon />
          </button>
          <label className="flex items-center gap-3 text-sm">
            <span className="sr-only">{td.zoomLevel}</span>
            <input
              type="range"
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              step={0.25}
              value={zoom}
              onChange={(e) => zoomTo(Number(e.target.value))}
              className="w-40 accent-amber-400 sm:w-64"
            />
            <output className="w-12 text-right font-mono tabular">{zoom.toLocaleString('tr-TR')}×</output>
          </label>
          <button
            type="button"
            onClick={() => zoomTo(zoom + 1)}
            disabled={zoom >= ZOOM_MAX}
            className={control}
            aria-label={td.zoomIn}
          >
            <ZoomInIcon />
          </button>
          <button
            type="button"
            onClick={() => zoomTo(1)}
            className="rounded-full px-3 py-2 text-sm font-semibold text-white/90 hover:bg-white/10"
          >
            {td.zoomReset}
          </button>
        </div>
      </div>
    </dialog>
  )
}
