// Photos are made small in the browser before they are sent: the longest side
// at most 1600 px for the photo and 400 px for its thumbnail, WebP (JPEG where the browser cannot
// write WebP). Re-encoding also drops the EXIF block, so a phone's GPS position never leaves it.
export const FULL_PX = 1600
export const THUMB_PX = 400
const QUALITY = 0.82

export type Prepared = { full: Blob; thumb: Blob; width: number; height: number }

function fit(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

async function encode(bitmap: ImageBitmap, max: number): Promise<Blob> {
  const size = fit(bitmap.width, bitmap.height, max)
  const draw = (ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(bitmap, 0, 0, size.width, size.height)
  }
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height)
    draw(canvas.getContext('2d')!)
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality: QUALITY })
    return webp.type === 'image/webp' ? webp : canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  draw(canvas.getContext('2d')!)
  const toBlob = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY))
  const webp = await toBlob('image/webp')
  if (webp && webp.type === 'image/webp') return webp
  const jpeg = await toBlob('image/jpeg')
  if (!jpeg) throw new Error('encode')
  return jpeg
}

/** The photo and its thumbnail, or a rejection when the file is not an image the browser can read. */
export async function preparePhoto(file: File): Promise<Prepared> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const [full, thumb] = [await encode(bitmap, FULL_PX), await encode(bitmap, THUMB_PX)]
    return { full, thumb, ...fit(bitmap.width, bitmap.height, FULL_PX) }
  } finally {
    bitmap.close()
  }
}
