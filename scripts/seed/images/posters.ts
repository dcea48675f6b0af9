// Banners, carousel slides, video posters and blog headers: a coloured backdrop, Turkish copy
// and a few of the catalogue drawings. Used by scripts/seed/make-images.ts and scripts/seed/content.ts.
import { KIND_BY_KEY } from './index.ts'
import { darken, DIAGONAL, esc, FONT_SANS, glow, lighten, lin, n, pair, rad, svgDoc } from './svg.ts'

export interface PosterSpec {
  key: string
  /** Backdrop colours (also the banner's bgcolor). */
  c1: string
  c2: string
  over?: string
  title: string[]
  sub?: string
  cta?: string
  /** [kind, variant] of the drawings shown. */
  items: Array<readonly [string, string]>
  /** Dark copy on a light backdrop. */
  light?: boolean
  play?: boolean
}

/** A catalogue drawing with its ids made unique, placed at (x, y) (its centre) and scaled. */
function place(kind: string, variant: string, x: number, y: number, s: number, tag: string) {
  const k = KIND_BY_KEY.get(kind)
  if (!k) throw new Error(`unknown kind ${kind}`)
  const v = k.variants.find((q) => q.key === variant)
  if (!v) throw new Error(`unknown variant ${kind}/${variant}`)
  const art = k.draw.front(v)
  const fix = (str: string) =>
    str
      .replace(/id="([^"]+)"/g, `id="${tag}$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${tag}$1)`)
      .replace(/href="#([^"]+)"/g, `href="#${tag}$1"`)
  const [x1, , x2, y2] = k.frame.box
  const sc = s * (k.frame.scale ?? 1)
  return {
    defs: fix(art.defs),
    body:
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(sc * 1000) / 1000}) translate(-400 -400)">` +
      `<ellipse cx="${(x1 + x2) / 2}" cy="${y2 + 8}" rx="${n(((x2 - x1) / 2) * 0.9)}" ry="22" fill="#000" opacity="0.3" filter="url(#pblur)"/>` +
      fix(art.body) +
      `</g>`,
  }
}

export function poster(spec: PosterSpec, w: number, h: number, layout: 'wide' | 'tall' | 'poster' = 'wide'): string {
  const ink = spec.light ? '#2b2118' : '#ffffff'
  const ink2 = spec.light ? '#5a4a3a' : lighten(spec.c1, 0.75)
  let defs =
    lin('pbg', pair(spec.c1, spec.c2), ...DIAGONAL) +
    rad('pglow', glow('#ffffff', spec.light ? 0.55 : 0.22), 0.72, 0.45, 0.55) +
    `<filter id="pblur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`
  let body =
    `<rect width="${w}" height="${h}" fill="url(#pbg)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#pglow)"/>` +
    `<circle cx="${n(w * 0.92)}" cy="${n(h * 0.1)}" r="${n(h * 0.55)}" fill="#fff" opacity="0.06"/>` +
    `<circle cx="${n(w * 0.62)}" cy="${n(h * 1.05)}" r="${n(h * 0.4)}" fill="#fff" opacity="0.05"/>`

  // copy: a block of text on the left, vertically centred (top-aligned on tall pictures)
  const tall = layout === 'tall'
  const mobile = layout === 'wide' && w < 800
  const ts = tall ? w * 0.066 : mobile ? Math.min(30, h * 0.1) : layout === 'wide' ? Math.min(42, h * 0.135) : Math.min(w * 0.05, h * 0.12)
  const tx = n(w * (tall ? 0.07 : 0.045))
  const ctaH = ts * 0.38 * 2.3
  const blockH = (spec.over ? ts * 0.9 : 0) + spec.title.length * ts * 1.12 + (spec.sub ? ts * 0.72 : 0) + (spec.cta ? ts * 0.3 + ctaH : 0)
  let y = tall || spec.play ? h * 0.1 + ts : (h - blockH) / 2 + ts * 0.85
  if (spec.over) {
    body += `<text x="${tx}" y="${n(y - ts * 0.15)}" font-family="${FONT_SANS}" font-size="${n(ts * 0.36)}" font-weight="700" letter-spacing="3" fill="${ink2}">${esc(spec.over)}</text>`
    y += ts * 0.9
  }
  for (const line of spec.title) {
    body += `<text x="${tx}" y="${n(y)}" font-family="${FONT_SANS}" font-size="${n(ts)}" font-weight="800" fill="${ink}">${esc(line)}</text>`
    y += ts * 1.12
  }
  if (spec.sub) {
    body += `<text x="${tx}" y="${n(y - ts * 0.3)}" font-family="${FONT_SANS}" font-size="${n(ts * 0.42)}" fill="${ink2}">${esc(spec.sub)}</text>`
    y += ts * 0.72
  }
  if (spec.cta) {
    const fs = ts * 0.38
    const bw = spec.cta.length * fs * 0.62 + fs * 2.6
    y += ts * 0.3 - ts
    body +=
      `<rect x="${tx}" y="${n(y)}" width="${n(bw)}" height="${n(ctaH)}" rx="${n(ctaH / 2)}" fill="${spec.light ? darken(spec.c2, 0.55) : '#ffffff'}"/>` +
      `<text x="${n(tx + bw / 2)}" y="${n(y + fs * 1.5)}" text-anchor="middle" font-family="${FONT_SANS}" font-size="${n(fs)}" font-weight="700" fill="${spec.light ? '#ffffff' : darken(spec.c1, 0.35)}">${esc(spec.cta)} →</text>`
  }

  // drawings: spread over a region on the right (or below the copy on tall pictures), each fitted to its slot
  const items = mobile ? spec.items.slice(0, 1) : spec.items
  const count = items.length
  const [rx1, rx2, ry] =
    spec.title.length === 0
      ? [0.04, 0.96, 0.5]
      : spec.play
        ? [0.3, 0.95, 0.6]
        : tall
          ? [0.04, 0.96, 0.74]
          : mobile
            ? [0.66, 0.98, 0.52]
            : layout === 'wide'
              ? [0.5, 0.97, 0.52]
              : [0.52, 0.97, 0.55]
  const slot = ((rx2 - rx1) * w) / count
  const maxH = tall ? h * 0.42 : spec.play ? h * 0.6 : h * 0.86
  items.forEach(([kind, variant], i) => {
    const k = KIND_BY_KEY.get(kind)!
    const [bx1, by1, bx2, by2] = k.frame.box
    const kw = (bx2 - bx1) * (k.frame.scale ?? 1)
    const kh = (by2 - by1) * (k.frame.scale ?? 1)
    const s = Math.min((slot * 0.9) / kw, maxH / kh)
    const x = rx1 * w + slot * (i + 0.5)
    const yy = ry * h + (count > 2 ? (i % 2) * h * 0.03 : 0)
    const p = place(kind, variant, x, yy, s, `p${i}`)
    defs += p.defs
    body += p.body
  })

  if (spec.play) {
    body +=
      `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(h * 0.1)}" fill="#000" opacity="0.45"/>` +
      `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(h * 0.1)}" fill="none" stroke="#fff" stroke-width="4"/>` +
      `<path d="M${n(w / 2 - h * 0.03)} ${n(h / 2 - h * 0.05)} L${n(w / 2 + h * 0.055)} ${n(h / 2)} L${n(w / 2 - h * 0.03)} ${n(h / 2 + h * 0.05)} Z" fill="#fff"/>`
  }
  return svgDoc(w, h, defs, body, spec.title.join(' '))
}

// ---------- the pictures of the demo content ----------

export const BANNERS: Array<PosterSpec & { placement: number }> = [
  {
    key: 'saat-haftasi',
    placement: 0,
    c1: '#1d2b44',
    c2: '#3b5a86',
    over: 'SAAT HAFTASI',
    title: ['Kol ve cep saatlerinde', 'açılış 1 TL’den'],
    sub: 'Otomatik, kurmalı ve quartz modeller canlı mezatta',
    cta: 'Saatleri Gör',
    items: [
      ['watch', 'gold'],
      ['pocketwatch', 'silver'],
      ['watch', 'blue'],
    ],
  },
  {
    key: 'koleksiyon',
    placement: 0,
    c1: '#4a2a1c',
    c2: '#8c5a2e',
    over: 'KOLEKSİYONCULARIN BULUŞMA NOKTASI',
    title: ['Osmanlı ve Cumhuriyet', 'paraları, pullar'],
    sub: 'Ekspertizli nümismatik ve filateli ürünleri',
    cta: 'Koleksiyona Git',
    items: [
      ['coin', 'gold'],
      ['stamp', 'blue'],
      ['coin', 'silver'],
    ],
  },
  {
    key: 'antika-bakir',
    placement: 1,
    c1: '#f3e4cc',
    c2: '#dcb98a',
    light: true,
    over: 'ANTİKA',
    title: ['Bakır, çini ve', 'aydınlatma mezatı'],
    sub: 'El işçiliği eserler, uzman açıklamalarıyla',
    cta: 'İncele',
    items: [
      ['copperpot', 'copper'],
      ['vase', 'blue'],
      ['lamp', 'green'],
    ],
  },
  {
    key: 'satici-ol',
    placement: 2,
    c1: '#0f4c5c',
    c2: '#2a7f8f',
    over: 'SATICI OLUN',
    title: ['Ürününüz binlerce', 'koleksiyoncuya ulaşsın'],
    sub: 'İlanınızı beş adımda hazırlayın, editör onayıyla yayına alın',
    cta: 'Satış Yap',
    items: [
      ['camera', 'chrome'],
      ['record', 'orange'],
    ],
  },
  {
    key: 'canli-mezat',
    placement: 5,
    c1: '#5b1a2b',
    c2: '#a8324a',
    over: 'BU AKŞAM 21:00',
    title: ['Canlı mezat', 'başlıyor!'],
    sub: 'Antika ve koleksiyon ürünleri canlı yayında',
    cta: 'Günün Mezatları',
    items: [
      ['painting', 'sea'],
      ['ewer', 'brass'],
    ],
  },
]

export const CAROUSEL: Array<PosterSpec & { link: string }> = [
  {
    key: 'one-cikanlar',
    link: '/gunun_mezatlari',
    c1: '#23395b',
    c2: '#406e8e',
    over: 'HAFTANIN ÖNE ÇIKANLARI',
    title: ['Günün mezatları', 'sizi bekliyor'],
    sub: 'Bitmek üzere olan mezatları kaçırmayın',
    cta: 'Mezatlara Göz At',
    items: [
      ['watch', 'steel'],
      ['camera', 'black'],
      ['ring', 'diamond'],
    ],
  },
  {
    key: 'cumhuriyet-paralari',
    link: '/kategori/koleksiyon/numismatik',
    c1: '#3d2c1e',
    c2: '#7a5a3a',
    over: 'NÜMİSMATİK',
    title: ['Cumhuriyet dönemi', 'madeni paralar'],
    sub: '1924’ten günümüze çil ve çok temiz paralar',
    cta: 'Paraları İncele',
    items: [
      ['coin', 'silver'],
      ['coin', 'bronze'],
      ['banknote', 'brown'],
    ],
  },
  {
    key: 'plak-koleksiyonu',
    link: '/kategori/kitap-ve-plak/plak',
    c1: '#f6e7c8',
    c2: '#e8b96a',
    light: true,
    over: 'KİTAP VE PLAK',
    title: ['Anadolu rock’tan', 'sanat müziğine plaklar'],
    sub: 'İlk baskı 33’lük ve 45’likler',
    cta: 'Plaklara Git',
    items: [
      ['record', 'orange'],
      ['turntable', 'walnut'],
    ],
  },
  {
    key: 'fotograf-makineleri',
    link: '/kategori/elektronik/fotograf-makinesi',
    c1: '#1f1f24',
    c2: '#44454d',
    over: 'ELEKTRONİK',
    title: ['Vintage fotoğraf', 'makineleri'],
    sub: 'Telemetreli ve SLR gövdeler, objektifler',
    cta: 'Makineleri Gör',
    items: [
      ['camera', 'chrome'],
      ['camera', 'slr'],
    ],
  },
  {
    key: 'cini-seramik',
    link: '/kategori/antika/cini-ve-seramik',
    c1: '#e6f0f2',
    c2: '#9cc7cf',
    light: true,
    over: 'ÇİNİ VE SERAMİK',
    title: ['Kütahya ve İznik', 'çinileri'],
    sub: 'El yapımı, el dekorlu vazo ve tabaklar',
    cta: 'Koleksiyonu Aç',
    items: [
      ['vase', 'blue'],
      ['vase', 'turquoise'],
      ['teacup', 'cobalt'],
    ],
  },
]

export const VIDEO_POSTERS: PosterSpec[] = [
  {
    key: 'mezat-nasil-calisir',
    c1: '#15202b',
    c2: '#2c3e50',
    over: 'MEZAT REHBERİ',
    title: ['Mezat nasıl çalışır?', 'Pey vermeden önce izleyin'],
    items: [
      ['pocketwatch', 'gold'],
      ['coin', 'gold'],
    ],
    play: true,
  },
  {
    key: 'haftanin-saati',
    c1: '#2b1d14',
    c2: '#5a3a24',
    over: 'HAFTANIN ÜRÜNÜ',
    title: ['1930’lar cep saati', 'yakından inceleme'],
    items: [['pocketwatch', 'silver']],
    play: true,
  },
]

export const BLOG_IMAGES: PosterSpec[] = [
  {
    key: 'antika-nasil-anlasilir',
    c1: '#efe2cc',
    c2: '#cfae80',
    light: true,
    title: [],
    items: [
      ['copperpot', 'copper'],
      ['lamp', 'amber'],
      ['ewer', 'copper'],
    ],
  },
  {
    key: 'para-koleksiyonu',
    c1: '#2a2230',
    c2: '#4a3a52',
    title: [],
    items: [
      ['coin', 'gold'],
      ['coin', 'silver'],
      ['banknote', 'green'],
    ],
  },
  {
    key: 'saat-bakimi',
    c1: '#1e2a38',
    c2: '#3a526e',
    title: [],
    items: [
      ['watch', 'steel'],
      ['pocketwatch', 'gold'],
      ['watch', 'green'],
    ],
  },
  {
    key: 'plak-saklama',
    c1: '#f3e3c2',
    c2: '#e0a84c',
    light: true,
    title: [],
    items: [
      ['record', 'blue'],
      ['turntable', 'black'],
    ],
  },
  {
    key: 'kutahya-cini',
    c1: '#e3eef2',
    c2: '#a7c8d6',
    light: true,
    title: [],
    items: [
      ['vase', 'blue'],
      ['teacup', 'cobalt'],
      ['vase', 'red'],
    ],
  },
  {
    key: 'film-kamera',
    c1: '#222428',
    c2: '#4a4d55',
    title: [],
    items: [
      ['camera', 'chrome'],
      ['camera', 'black'],
    ],
  },
  {
    key: 'hali-kilim',
    c1: '#f1e6d2',
    c2: '#c9a77a',
    light: true,
    title: [],
    items: [
      ['carpet', 'red'],
      ['carpet', 'kilim'],
    ],
  },
  {
    key: 'ilk-mezat',
    c1: '#16324f',
    c2: '#2f6690',
    title: [],
    items: [
      ['rotaryphone', 'red'],
      ['radio', 'walnut'],
      ['toycar', 'taxi'],
    ],
  },
  {
    key: 'mucevher-ekspertiz',
    c1: '#2d2233',
    c2: '#5a3f63',
    title: [],
    items: [
      ['ring', 'emerald'],
      ['necklace', 'gold'],
      ['bangle', 'gold'],
    ],
  },
  {
    key: 'oyuncak-koleksiyonu',
    c1: '#fbe9d0',
    c2: '#f2b880',
    light: true,
    title: [],
    items: [
      ['robot', 'red'],
      ['teddy', 'honey'],
      ['toycar', 'red'],
    ],
  },
]

export const bannerPath = (key: string, mobile = false) => `/demo/banners/${key}${mobile ? '-mobile' : ''}.webp`
export const carouselPath = (key: string) => `/demo/carousel/${key}.webp`
export const videoPosterPath = (key: string) => `/demo/videos/${key}.webp`
export const blogImagePath = (key: string) => `/demo/blog/${key}.webp`
