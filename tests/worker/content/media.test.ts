// Photos (docs/security.md "Photos are checked, not sniffed") and GET /media/{key}.
import { describe, expect, it } from 'vitest'
import { tr } from '../../../common/messages.ts'
import { crc32, JPEG_MAX_PIXELS } from '../../../worker/lib/image-check.ts'
import { checkImage } from '../../../worker/lib/images.ts'
import { editor } from '../../support/admin-seed.ts'
import { call, get, read } from '../../support/http.ts'
import { jpegBytes, photoFile, pngBytes, webpBytes } from '../../support/member-seed.ts'

/** The same PNG with a header one row taller than its pixel data (checksum made right). */
function taller(png: Uint8Array) {
  const out = png.slice()
  const view = new DataView(out.buffer)
  view.setUint32(20, view.getUint32(20) + 1)
  view.setUint32(29, crc32(out.subarray(12, 29)))
  return out
}
/** What passed before JPEGs were decoded: every header right, but 4 bytes of scan for width × height pixels. */
function hollowJpeg(width: number, height: number) {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const dqt = [0xff, 0xdb, 0, 67, 0, ...Array.from({ length: 64 }, () => 1)]
  const sof0 = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0]
  const dht = [0xff, 0xc4, 0, 20, 0x00, 1, ...Array.from({ length: 15 }, () => 0), 0]
  const sos = [0xff, 0xda, 0, 12, 3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]
  return new Uint8Array([0xff, 0xd8, ...app0, ...dqt, ...sof0, ...dht, ...sos, 1, 2, 3, 4, 0xff, 0xd9])
}

/** Where a JPEG's entropy-coded data starts (after the SOS segment) and ends (before EOI). */
function scanOf(jpeg: Uint8Array) {
  let i = 2
  while (!(jpeg[i] === 0xff && jpeg[i + 1] === 0xda)) i += 2 + ((jpeg[i + 2]! << 8) | jpeg[i + 3]!)
  return { start: i + 2 + ((jpeg[i + 2]! << 8) | jpeg[i + 3]!), end: jpeg.length - 2 }
}
const EOI = [0xff, 0xd9]

const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255]
const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0))
/** A RIFF/WebP file of the given chunks (each padded to even length). */
function riff(chunks: Array<[string, number[]]>, sizeDelta = 0) {
  const body = [
    ...ascii('WEBP'),
    ...chunks.flatMap(([id, data]) => [...ascii(id), ...le32(data.length), ...data, ...(data.length & 1 ? [0] : [])]),
  ]
  return new Uint8Array([...ascii('RIFF'), ...le32(body.length + sizeDelta), ...body])
}
/** A VP8 key frame's header for width × height with a first partition of `partition` bytes, then `rest` bytes. */
function vp8(width: number, height: number, partition = 20, rest = 40, startCode = [0x9d, 0x01, 0x2a]) {
  const tag = (partition << 5) | (1 << 4) // key frame, version 0, shown
  return [
    tag & 255,
    (tag >> 8) & 255,
    (tag >> 16) & 255,
    ...startCode,
    width & 255,
    width >> 8,
    height & 255,
    height >> 8,
    ...Array.from({ length: rest }, (_, i) => i),
  ]
}
const vp8x = (width: number, height: number, flags = 0) => [flags, 0, 0, 0, ...le32(width - 1).slice(0, 3), ...le32(height - 1).slice(0, 3)]

const refusal = { status: 422, body: { message: tr.listing.photoType, errors: { file: [tr.listing.photoType] } } }
const upload = async (bytes: Uint8Array, name: string, type: string) => {
  const ed = await editor()
  const form = new FormData()
  form.set('file', photoFile(bytes, name, type))
  return read(await call('POST', '/api/admin/uploads', form, { auth: ed.token }))
}

describe('photos are decoded, not sniffed', () => {
  it('takes a real PNG, JPEG and WebP with their sizes', async () => {
    for (const [bytes, size] of [
      [pngBytes(64, 48), { width: 64, height: 48 }],
      [jpegBytes(320, 240), { width: 320, height: 240 }],
      [webpBytes(400, 300), { width: 400, height: 300 }],
      [riff([['VP8 ', vp8(300, 200)]]), { width: 300, height: 200 }],
      [
        riff([
          ['VP8X', vp8x(300, 200, 0b0001_0000)],
          ['ALPH', [0, 1, 2]],
          ['VP8 ', vp8(300, 200)],
          ['EXIF', [1, 2, 3, 4]],
        ]),
        { width: 300, height: 200 },
      ],
    ] as const)
      expect((await checkImage(new Blob([bytes]), 'file')).size).toEqual(size)
  })

  const png = pngBytes(64, 48)
  const jpeg = jpegBytes(96, 64)
  const scan = scanOf(jpeg)
  const middle = (scan.start + scan.end) >> 1
  const cases: [string, Uint8Array][] = [
    ['an 8-byte file with a PNG signature', png.subarray(0, 8)],
    ['a PNG cut before its end', png.subarray(0, png.length - 20)],
    ['a PNG with a wrong chunk checksum', Uint8Array.from(png, (b, i) => (i === 29 ? b ^ 1 : b))],
    ['a PNG whose pixel data is short of the size its header gives', taller(png)],
    [
      'a JPEG start without scan data',
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
    ],
    ['a JPEG cut in its scan', jpeg.subarray(0, middle)],
    ['a JPEG cut in its scan, its end marker put back', new Uint8Array([...jpeg.subarray(0, middle), ...EOI])],
    ['a JPEG with a marker inside its scan', new Uint8Array([...jpeg.subarray(0, middle), 0xff, 0xd3, ...jpeg.subarray(middle)])],
    ['a JPEG whose headers hold but whose scan is 4 bytes for 640 × 480 pixels', hollowJpeg(640, 480)],
    ['a JPEG with two frames', new Uint8Array([...jpeg.subarray(0, scan.start), ...jpeg.subarray(2)])],
    ['a WebP header alone', webpBytes(400, 300).subarray(0, 20)],
    ['a WebP whose RIFF size is not the file', riff([['VP8 ', vp8(300, 200)]], 8)],
    ['a WebP chunk running past the file', riff([['VP8 ', vp8(300, 200)]]).subarray(0, 40)],
    ['a VP8 frame without its start code', riff([['VP8 ', vp8(300, 200, 20, 40, [0x9d, 0x01, 0x2b])]])],
    ['a VP8 frame whose first partition is larger than the chunk', riff([['VP8 ', vp8(300, 200, 400)]])],
    ['a VP8L stream of an unknown version', riff([['VP8L', [0x2f, 0, 0, 0, 0x20, 1, 2, 3]]])],
    [
      'an extended WebP whose canvas is not its image',
      riff([
        ['VP8X', vp8x(640, 480)],
        ['VP8 ', vp8(300, 200)],
      ]),
    ],
    [
      'an extended WebP without an image',
      riff([
        ['VP8X', vp8x(300, 200)],
        ['EXIF', [1, 2]],
      ]),
    ],
    [
      'an extended WebP with two images',
      riff([
        ['VP8X', vp8x(300, 200)],
        ['VP8 ', vp8(300, 200)],
        ['VP8 ', vp8(300, 200)],
      ]),
    ],
    [
      'an animated WebP',
      riff([
        ['VP8X', vp8x(300, 200, 0b0000_0010)],
        ['ANIM', [0, 0, 0, 0, 0, 0]],
        ['ANMF', [...Array(16).fill(0), ...vp8(300, 200)]],
      ]),
    ],
    [
      'a WebP whose ICC flag has no profile',
      riff([
        ['VP8X', vp8x(300, 200, 0b0010_0000)],
        ['VP8 ', vp8(300, 200)],
      ]),
    ],
    [
      'a simple WebP with a second chunk after its image',
      riff([
        ['VP8 ', vp8(300, 200)],
        ['JUNK', [1, 2, 3, 4]],
      ]),
    ],
  ]
  it.each(cases)('refuses %s', async (_name, bytes) => {
    await expect(checkImage(new Blob([bytes]), 'file')).rejects.toMatchObject({ status: 422, body: refusal.body })
  })

  it(`refuses a JPEG over ${JPEG_MAX_PIXELS / 1e6} megapixels before decoding it, naming the field`, async () => {
    const pixels = { status: 422, body: { message: tr.listing.photoPixels, errors: { file: [tr.listing.photoPixels] } } }
    expect(await upload(hollowJpeg(2600, 1700), 'buyuk.jpg', 'image/jpeg')).toEqual(pixels)
  })

  it('refuses a corrupt JPEG at the upload too, with the photo-type sentence', async () => {
    expect(await upload(new Uint8Array([...jpeg.subarray(0, middle), ...EOI]), 'bozuk.jpg', 'image/jpeg')).toEqual(refusal)
  })

  it('refuses the 8-byte PNG at the upload too', async () => {
    expect(await upload(png.subarray(0, 8), 'x.png', 'image/png')).toEqual(refusal)
  })
})

describe('GET /media/{key}', () => {
  it('answers 404 for a key longer than R2 takes (1 KB), never 500', async () => {
    expect(await read(await get(`/media/auctions/${'a'.repeat(1100)}.jpg`))).toEqual({ status: 404, body: { message: tr.common.notFound } })
  })
})
