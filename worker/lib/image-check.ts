// Is this upload really a picture? The magic bytes only say what a file claims to be (an 8-byte file with a
// PNG signature passes a sniff). Each format is checked as far as the Worker can afford
// (docs/security.md "Photos are checked, not sniffed"):
//  - PNG: every chunk's length and CRC-32, IHDR first with a valid size/depth/colour type, IDAT present, IEND
//    last; the IDAT stream is inflated (DecompressionStream) and must hold exactly the scanlines IHDR
//    promises, each starting with a valid filter byte. That is a full decode short of un-filtering pixels.
//  - JPEG: the segment structure first (SOI, lengths, SOFn with at most JPEG_MAX_PIXELS, tables, scan, EOI),
//    then a full decode with jpeg-js, strict (tolerantDecoding off) and bounded (maxResolutionInMP,
//    maxMemoryUsageInMB): a truncated or corrupt entropy-coded stream is refused.
//  - WebP: no maintained pure-JS decoder exists, so the RIFF container is walked chunk by chunk and the
//    image chunk's own header (VP8 frame tag, start code and partition size; VP8L signature and version)
//    must agree with the container and with VP8X's canvas.
import { decode as decodeJpeg } from 'jpeg-js'

/** A picture's format as the magic bytes tell it (images.ts `sniffImageType`). */
export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; ext: 'jpg' | 'png' | 'webp' }

/** The largest side we take of a PNG or WebP (a phone photo is ~4000–8000 px; more is a decompression bomb). */
export const MAX_SIDE = 12_000

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()
/** CRC-32 as PNG chunks carry it (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }
const DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] }
/** Adam7: [x0, y0, dx, dy] of the seven passes. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const

async function inflate(data: Uint8Array, limit: number): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate'))
    const parts: Uint8Array[] = []
    let size = 0
    for await (const part of stream as unknown as AsyncIterable<Uint8Array>) {
      size += part.length
      if (size > limit) return null // more than the header promises: refuse before it fills memory
      parts.push(part)
    }
    const out = new Uint8Array(size)
    let at = 0
    for (const p of parts) {
      out.set(p, at)
      at += p.length
    }
    return out
  } catch {
    return null
  }
}

async function validPng(bytes: Uint8Array): Promise<boolean> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 8
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null = null
  const idat: Uint8Array[] = []
  let ended = false
  while (i + 12 <= bytes.length) {
    const length = view.getUint32(i)
    const type = String.fromCharCode(...bytes.subarray(i + 4, i + 8))
    if (length > bytes.length - i - 12) return false
    const data = bytes.subarray(i + 8, i + 8 + length)
    if (crc32(bytes.subarray(i + 4, i + 8 + length)) !== view.getUint32(i + 8 + length)) return false
    if (!header && type !== 'IHDR') return false
    if (type === 'IHDR') {
      if (header || length !== 13) return false
      const d = new DataView(data.buffer, data.byteOffset, 13)
      header = { width: d.getUint32(0), height: d.getUint32(4), depth: data[8]!, colour: data[9]!, interlace: data[12]! }
    } else if (type === 'IDAT') idat.push(data)
    else if (type === 'IEND') {
      ended = i + 12 === bytes.length
      break
    }
    i += 12 + length
  }
  if (!header || !ended || idat.length === 0) return false
  const { width, height, depth, colour, interlace } = header
  const channels = CHANNELS[colour]
  if (!channels || !DEPTHS[colour]!.includes(depth) || interlace > 1) return false
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return false
  const rowBytes = (w: number) => 1 + Math.ceil((w * channels * depth) / 8)
  const rows: number[] = [] // the byte length of every scanline, in stream order
  if (interlace === 0) for (let y = 0; y < height; y++) rows.push(rowBytes(width))
  else
    for (const [x0, y0, dx, dy] of ADAM7) {
      const w = Math.ceil((width - x0) / dx)
      const h = Math.ceil((height - y0) / dy)
      if (w > 0) for (let y = 0; y < h; y++) rows.push(rowBytes(w))
    }
  const expected = rows.reduce((a, b) => a + b, 0)
  const joined = new Uint8Array(idat.reduce((a, b) => a + b.length, 0))
  let at = 0
  for (const part of idat) {
    joined.set(part, at)
    at += part.length
  }
  const raw = await inflate(joined, expected)
  if (!raw || raw.length !== expected) return false
  let offset = 0
  for (const r of rows) {
    if (raw[offset]! > 4) return false // filter types 0–4 only
    offset += r
  }
  return true
}

/**
 * The most pixels a JPEG may have. Context: decoding costs CPU and memory in proportion to the pixels
 * (jpeg-js keeps 4 bytes a sample before the output), a Worker isolate has 128 MB, and our own
 * listing page sends at most 1600 px a side (2.56 MP, client/features/listing-wizard/resize.ts).
 * Decision: 4.2 MP (2560 × 1600, 2048 × 2048) read from the frame header before anything is decoded;
 * the decoder's own fences (JPEG_DECODE_MB) stop what the header check cannot foresee (4:4:4 sampling).
 */
export const JPEG_MAX_PIXELS = 4_200_000
/** jpeg-js's memory fence: a 4.2 MP JPEG with 4:2:0 sampling needs about 45 MB, with 4:4:4 about 75 MB. */
const JPEG_DECODE_MB = 64

type ImageVerdict = 'ok' | 'invalid' | 'too-many-pixels'

/** The segment structure of a JPEG, down to its scan; the pixel count is checked here, before decoding. */
function jpegStructure(bytes: Uint8Array): ImageVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 'invalid'
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return 'invalid'
  let i = 2
  let frame = false
  let huffman = false
  let quant = false
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return 'invalid'
    const marker = bytes[i + 1]!
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    const length = view.getUint16(i + 2)
    if (length < 2 || i + 2 + length > bytes.length) return 'invalid'
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Baseline, extended and progressive Huffman only (SOF0–SOF2): what cameras, phones and browsers
      // write and what jpeg-js decodes; lossless and arithmetic-coded JPEGs are refused.
      if (frame || marker > 0xc2) return 'invalid'
      const height = view.getUint16(i + 5)
      const width = view.getUint16(i + 7)
      const components = bytes[i + 9]!
      if (length !== 8 + 3 * components || components < 1 || components > 4) return 'invalid'
      if (width < 1 || height < 1) return 'invalid'
      if (width * height > JPEG_MAX_PIXELS) return 'too-many-pixels'
      frame = true
    } else if (marker === 0xc4) huffman = true
    else if (marker === 0xdb) quant = true
    else if (marker === 0xda) {
      const components = bytes[i + 4]!
      if (!frame || !quant || !huffman || length !== 6 + 2 * components) return 'invalid'
      // Entropy-coded data follows up to EOI: it must be there.
      return bytes.length - (i + 2 + length) - 2 > 0 ? 'ok' : 'invalid'
    }
    i += 2 + length
  }
  return 'invalid'
}

/**
 * A JPEG whose structure holds is decoded in full: strict, so a scan cut short or a code that leads
 * nowhere throws instead of being filled with grey; bounded, so no header can make it allocate more than
 * JPEG_DECODE_MB. Cost: ~0.15–0.4 s of CPU for a 2–4 MP photo (measured: docs/security.md "Photos are checked, not sniffed").
 */
function validJpeg(bytes: Uint8Array): ImageVerdict {
  const structure = jpegStructure(bytes)
  if (structure !== 'ok') return structure
  try {
    decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: JPEG_MAX_PIXELS / 1e6,
      maxMemoryUsageInMB: JPEG_DECODE_MB,
    })
    return 'ok'
  } catch (error) {
    return /limit exceeded/.test(String((error as Error)?.message)) ? 'too-many-pixels' : 'invalid'
  }
}

const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))
const within = (width: number, height: number) => width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE

/** A VP8 key frame's header (RFC 6386): its size, or null when the frame tag or start code is wrong. */
function vp8Frame(data: Uint8Array): { width: number; height: number } | null {
  if (data.length < 10) return null
  const tag = data[0]! | (data[1]! << 8) | (data[2]! << 16)
  const keyFrame = (tag & 1) === 0
  const version = (tag >> 1) & 7
  const shown = (tag >> 4) & 1
  const firstPartition = tag >>> 5
  if (!keyFrame || version > 3 || !shown || firstPartition === 0 || firstPartition > data.length - 10) return null
  if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return null
  const width = (data[6]! | (data[7]! << 8)) & 0x3fff
  const height = (data[8]! | (data[9]! << 8)) & 0x3fff
  return { width, height }
}

/** A VP8L stream's header (WebP lossless): signature 0x2f, version 0; its size. */
function vp8lFrame(data: Uint8Array): { width: number; height: number } | null {
  if (data.length < 6 || data[0] !== 0x2f) return null
  const bits = (data[1]! | (data[2]! << 8) | (data[3]! << 16) | (data[4]! << 24)) >>> 0
  if (bits >>> 29 !== 0) return null // version
  return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) }
}

/**
 * WebP (RFC 9649): the RIFF container walked chunk by chunk, each inside the file and the last ending it.
 * Simple files are one VP8 or VP8L chunk; an extended file starts with VP8X (reserved bits zero), may carry
 * ICCP, EXIF, XMP and unknown chunks, and has exactly one image (VP8L, or VP8 with an optional ALPH before
 * it) whose size is VP8X's canvas. Animated WebP is refused: an auction photo is a still picture.
 */
function validWebp(bytes: Uint8Array): ImageVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 20 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WEBP') return 'invalid'
  const end = view.getUint32(4, true) + 8
  if (end !== bytes.length && end + 1 !== bytes.length) return 'invalid' // a writer may pad the file to even
  const chunks: Array<{ id: string; data: Uint8Array }> = []
  let at = 12
  while (at < end) {
    if (at + 8 > end) return 'invalid'
    const size = view.getUint32(at + 4, true)
    if (size > end - at - 8) return 'invalid'
    chunks.push({ id: fourCC(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) })
    at += 8 + size + (size & 1)
  }
  if (at !== end && at !== end + 1) return 'invalid'
  const [first] = chunks
  if (!first) return 'invalid'
  if (first.id === 'VP8 ' || first.id === 'VP8L') {
    if (chunks.length !== 1) return 'invalid'
    const frame = first.id === 'VP8 ' ? vp8Frame(first.data) : vp8lFrame(first.data)
    return frame && within(frame.width, frame.height) ? 'ok' : 'invalid'
  }
  if (first.id !== 'VP8X' || first.data.length !== 10) return 'invalid'
  const flags = first.data[0]!
  if ((flags & 0b1100_0001) !== 0 || first.data[1] || first.data[2] || first.data[3]) return 'invalid'
  if (flags & 0b0000_0010) return 'invalid' // animation
  const canvas = { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) }
  if (!within(canvas.width, canvas.height)) return 'invalid'
  const images = chunks.filter((c) => c.id === 'VP8 ' || c.id === 'VP8L')
  const image = images[0]
  if (images.length !== 1 || !image) return 'invalid'
  if (chunks.some((c) => c.id === 'ANIM' || c.id === 'ANMF' || (c.id === 'VP8X' && c !== first))) return 'invalid'
  const iccAt = chunks.findIndex((c) => c.id === 'ICCP')
  if (!!(flags & 0b0010_0000) !== iccAt > 0 || iccAt > 1) return 'invalid' // ICC flag ⇔ ICCP, right after VP8X
  const alpha = chunks.filter((c) => c.id === 'ALPH')
  if (alpha.length > 1 || (alpha[0] && (image.id !== 'VP8 ' || chunks.indexOf(alpha[0]) !== chunks.indexOf(image) - 1))) return 'invalid'
  const alphaHeader = alpha[0]?.data[0]
  if (alpha[0] && (alphaHeader === undefined || alphaHeader >> 6 !== 0 || (alphaHeader & 3) > 1 || ((alphaHeader >> 4) & 3) > 1))
    return 'invalid'
  const frame = image.id === 'VP8 ' ? vp8Frame(image.data) : vp8lFrame(image.data)
  return frame && frame.width === canvas.width && frame.height === canvas.height ? 'ok' : 'invalid'
}

/** 'ok' when the bytes are a complete, well-formed picture of the type they claim; why not otherwise. */
export async function imageVerdict(bytes: Uint8Array, type: ImageType): Promise<ImageVerdict> {
  try {
    if (type.ext === 'png') return (await validPng(bytes)) ? 'ok' : 'invalid'
    if (type.ext === 'jpg') return validJpeg(bytes)
    return validWebp(bytes)
  } catch {
    return 'invalid'
  }
}
