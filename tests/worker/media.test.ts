// Photos (docs/security.md "Photos are checked, not sniffed") and GET /media/{key}.
import { describe, expect, it } from 'vitest'
import { tr } from '../../common/messages.ts'
import { crc32 } from '../../worker/lib/image-check.ts'
import { checkImage } from '../../worker/lib/images.ts'
import { editor } from '../support/admin-seed.ts'
import { call, get, read } from '../support/http.ts'
import { jpegBytes, photoFile, pngBytes, webpBytes } from '../support/member-seed.ts'

/** The same PNG with a header one row taller than its pixel data (checksum made right). */
function taller(png: Uint8Array) {
  const out = png.slice()
  const view = new DataView(out.buffer)
  view.setUint32(20, view.getUint32(20) + 1)
  view.setUint32(29, crc32(out.subarray(12, 29)))
  return out
}
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
      [jpegBytes(640, 480), { width: 640, height: 480 }],
      [webpBytes(400, 300), { width: 400, height: 300 }],
    ] as const)
      expect((await checkImage(new Blob([bytes]), 'file')).size).toEqual(size)
  })

  const png = pngBytes(64, 48)
  const cases: [string, Uint8Array][] = [
    ['an 8-byte file with a PNG signature', png.subarray(0, 8)],
    ['a PNG cut before its end', png.subarray(0, png.length - 20)],
    ['a PNG with a wrong chunk checksum', Uint8Array.from(png, (b, i) => (i === 29 ? b ^ 1 : b))],
    ['a PNG whose pixel data is short of the size its header gives', taller(png)],
    [
      'a JPEG start without scan data',
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
    ],
    ['a WebP header alone', webpBytes(400, 300).subarray(0, 20)],
  ]
  it.each(cases)('refuses %s', async (_name, bytes) => {
    await expect(checkImage(new Blob([bytes]), 'file')).rejects.toMatchObject({ status: 422, body: refusal.body })
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
