// A lot's photo that opens the lot (cart rows, second-chance offers). The photo is the link's only content,
// so its alt text is the lot's name; without a photo the name stays for screen readers beside the picture sign.
import { ImageIcon } from '#client/components/ui/icons.tsx'
import { InternalLink } from '#client/components/ui/internal-link.tsx'
import { cx } from '#client/lib/cx.ts'

type Props = {
  lot: { slug: string; name: string; public_url?: string | null | undefined }
  /** The square's size classes, and its largest size in pixels for the image's intrinsic size. */
  size: string
  px: number
  iconSize: string
}

export function LotPhotoLink({ lot, size, px, iconSize }: Props) {
  return (
    <InternalLink
      href={`/mezat/${lot.slug}`}
      className={cx('block shrink-0 overflow-hidden rounded-control bg-slate-100 ring-1 ring-line', size)}
    >
      {lot.public_url ? (
        <img src={lot.public_url} alt={lot.name} width={px} height={px} className="size-full object-cover" loading="lazy" />
      ) : (
        <span className="grid size-full place-items-center text-slate-400">
          <ImageIcon className={iconSize} />
          <span className="sr-only">{lot.name}</span>
        </span>
      )}
    </InternalLink>
  )
}
