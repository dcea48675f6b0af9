// A lot's photo in an order or sale list or file: a square in one of three sizes, with a picture sign
// where the lot has none. Decorative (alt=""): the lot's name always stands next to it.
import { ImageIcon } from './icons.tsx'

const SIZES = {
  14: { box: 'size-14', px: 56, icon: 'mt-4' },
  16: { box: 'size-16', px: 64, icon: 'mt-5' },
  20: { box: 'size-20', px: 80, icon: 'mt-7' },
} as const

/** `lazy` for long lists, where most photos are below the fold. */
export function LotThumb({ src, size, lazy = false }: { src: string | null | undefined; size: keyof typeof SIZES; lazy?: boolean }) {
  const s = SIZES[size]
  return (
    <span className={`block ${s.box} shrink-0 overflow-hidden rounded-control bg-slate-100 ring-1 ring-line`}>
      {src ? (
        <img src={src} alt="" width={s.px} height={s.px} className="size-full object-cover" loading={lazy ? 'lazy' : undefined} />
      ) : (
        <ImageIcon className={`m-auto ${s.icon} size-6 text-slate-400`} />
      )}
    </span>
  )
}
