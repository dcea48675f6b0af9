// Is this upload really a picture? The magic bytes only say what a file claims to be (an 8-byte file with a
// PNG signature passes a sniff). No pure-JS/WASM image decoder is installed, and a full JPEG/WebP decoder in
// a Worker costs more CPU than a request may use, so each format's structure is checked down to its data
// (docs/security.md "Photos are checked, not sniffed"):
//  - PNG: every chunk's length and CRC-32, IHDR first with a valid size/depth/colour type, IDAT present, IEND
//    last; the IDAT stream is inflated (DecompressionStream) and must hold exactly the scanlines IHDR
//    promises, each starting with a valid filter byte. That is a full decode short of un-filtering pixels.
//  - JPEG: SOI, every segment's length inside the file, a frame header (SOFn) with a size and 1–4
//    components, Huffman and quantisation tables, a scan header, entropy-coded data, and EOI at the end.
//  - WebP: the RIFF size matches the file, and the VP8 / VP8L / VP8X chunk carries its signature and a size.
import type { ImageType } from './images.ts'

/** The largest side we take (a phone photo is ~4000–8000 px; more is a decompression bomb). */
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

function validJpeg(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false
  let i = 2
  let frame = false
  let huffman = false
  let quant = false
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return false
    const marker = bytes[i + 1]!
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    const length = view.getUint16(i + 2)
    if (length < 2 || i + 2 + length > bytes.length) return false
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = view.getUint16(i + 5)
      const width = view.getUint16(i + 7)
      const components = bytes[i + 9]!
      if (length !== 8 + 3 * components || components < 1 || components > 4) return false
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return false
      frame = true
    } else if (marker === 0xc4) huffman = true
    else if (marker === 0xdb) quant = true
    else if (marker === 0xda) {
      const components = bytes[i + 4]!
      if (!frame || !quant || (!huffman && !isArithmetic(bytes)) || length !== 6 + 2 * components) return false
      // Entropy-coded data follows up to EOI: it must be there.
      return bytes.length - (i + 2 + length) - 2 > 0
    }
    i += 2 + length
  }
  return false
}
/** Arithmetic-coded JPEGs (SOF9–SOF11, SOF13–SOF15) have no Huffman tables. */
const isArithmetic = (bytes: Uint8Array) => {
  for (let i = 2; i + 1 < bytes.length; i++)
    if (bytes[i] === 0xff && [0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf].includes(bytes[i + 1]!)) return true
  return false
}

function validWebp(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 30) return false
  const riffSize = view.getUint32(4, true)
  if (riffSize + 8 !== bytes.length && riffSize + 9 !== bytes.length) return false
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  const chunkSize = view.getUint32(16, true)
  if (chunkSize > bytes.length - 20) return false
  let width = 0
  let height = 0
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return false
    width = view.getUint16(26, true) & 0x3fff
    height = view.getUint16(28, true) & 0x3fff
  } else if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return false
    const b = view.getUint32(21, true)
    width = 1 + (b & 0x3fff)
    height = 1 + ((b >> 14) & 0x3fff)
  } else if (chunk === 'VP8X') {
    width = 1 + (view.getUint32(24, true) & 0xffffff)
    height = 1 + (view.getUint32(27, true) & 0xffffff)
    const rest = String.fromCharCode(...bytes.subarray(30))
    if (!rest.includes('VP8 ') && !rest.includes('VP8L') && !rest.includes('ANMF')) return false
  } else return false
  return width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE
}

/** True when the bytes are a complete, well-formed picture of the type they claim. */
export async function isValidImage(bytes: Uint8Array, type: ImageType): Promise<boolean> {
  try {
    if (type.ext === 'png') return await validPng(bytes)
    if (type.ext === 'jpg') return validJpeg(bytes)
    return validWebp(bytes)
  } catch {
    return false
  }
}
