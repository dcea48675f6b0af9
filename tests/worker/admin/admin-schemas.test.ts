// The console's shared rules (common/schemas/admin*.ts): what each form accepts, and the Turkish
// sentence under the field when it does not. The same schemas run in the browser before sending.
import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { tr } from '../../../common/messages.ts'
import { BrandForm, CategoryForm, PropertyGroupForm } from '../../../common/schemas/admin-catalogue.ts'
import {
  BannerForm,
  CarouselItemForm,
  FooterLinkForm,
  LiveSessionForm,
  SiteInfoForm,
  VideoItemForm,
} from '../../../common/schemas/admin-content.ts'
import { BlogPageForm, SupportPostForm } from '../../../common/schemas/admin-pages.ts'
import * as people from '../../../common/schemas/admin-people.ts'
import { AdminAuctionQuery, RejectForm, isImageRef, isLink } from '../../../common/schemas/admin.ts'

const m = tr.admin
const f = tr.admin.field
const KEY = `content/ab/${'ab'.repeat(32)}.png`

/** The { field: first message } of a refused input. */
function refusal(schema: ZodType, input: unknown) {
  const r = schema.safeParse(input)
  expect(r.success, 'the input was accepted').toBe(false)
  const out: Record<string, string> = {}
  for (const issue of r.error!.issues) out[issue.path.join('.') || '_'] ??= issue.message
  return out
}
const accepted = <S extends ZodType>(schema: S, input: unknown) => {
  const r = schema.safeParse(input)
  expect(r.success, JSON.stringify(r.error?.issues)).toBe(true)
  return r.data as S['_output']
}

describe('RejectForm (POST /api/admin/auctions/{id}/reject)', () => {
  it.each([
    [{}, m.reasonRequired],
    [{ reason: '   ' }, m.reasonRequired],
    [{ reason: 'kısa' }, m.reasonTooShort],
    [{ reason: 'x'.repeat(501) }, m.reasonTooLong],
  ])('refuses %j with its sentence', (input, message) => {
    expect(refusal(RejectForm, input)).toEqual({ reason: message })
  })
  it('trims the reason', () =>
    expect(accepted(RejectForm, { reason: '  Fotoğraflar bulanık.  ' })).toEqual({ reason: 'Fotoğraflar bulanık.' }))
})

describe('links, addresses and images', () => {
  it.each(['/kategori/saat', '/', 'https://example.com/a?b=1', 'http://mezat.test'])('accepts the link %s', (s) =>
    expect(isLink(s)).toBe(true),
  )
  it.each(['//evil.example', 'javascript:alert(1)', 'kategori/saat', 'data:text/html,x', '/a b'])('refuses the link %s', (s) =>
    expect(isLink(s)).toBe(false),
  )
  it.each([KEY, '/demo/banners/saat.webp'])('accepts the image %s', (s) => expect(isImageRef(s)).toBe(true))
  it.each(['https://cdn.example/x.png', 'content/ab/short.png', '/demo/x.html', '//x/y.png'])('refuses the image %s', (s) =>
    expect(isImageRef(s)).toBe(false),
  )
})

describe('CategoryForm', () => {
  it('makes a top-level, active, cargo category with brand from a title alone', () => {
    expect(accepted(CategoryForm, { title: ' Saat ' })).toEqual({
      title: 'Saat',
      slug: null,
      parent_id: null,
      show_brand: true,
      shipping_type: 1,
      property_group_id: null,
      sort_order: 0,
      is_active: true,
    })
  })
  it('reads a form post (strings) the same way as JSON', () => {
    expect(
      accepted(CategoryForm, {
        title: 'Kol Saati',
        parent_id: '4',
        show_brand: '0',
        shipping_type: '2',
        sort_order: '3',
        is_active: 'false',
      }),
    ).toMatchObject({
      parent_id: 4,
      show_brand: false,
      shipping_type: 2,
      sort_order: 3,
      is_active: false,
    })
  })
  it.each([
    [{ title: '' }, { title: m.required(f.title) }],
    [{ title: 'x'.repeat(101) }, { title: m.tooLong(f.title, 100) }],
    [{ title: 'Saat', slug: 'Büyük Saat' }, { slug: m.slugFormat }],
    [{ title: 'Saat', shipping_type: 3 }, { shipping_type: m.shippingTypeFormat }],
    [{ title: 'Saat', parent_id: 'abc' }, { parent_id: m.parentNotFound }],
    [{ title: 'Saat', sort_order: -1 }, { sort_order: m.numberRange(f.sortOrder, 0, 9999) }],
  ])('refuses %j', (input, errors) => expect(refusal(CategoryForm, input)).toEqual(errors))
})

describe('PropertyGroupForm (label_1..15, comma-separated values)', () => {
  it('keeps the slot positions and tidies the values', () => {
    const labels = Array.from({ length: 15 }, () => ({ title: '', values: '' }))
    labels[0] = { title: 'Renk', values: 'Kırmızı ,Mavi,, Yeşil ' }
    labels[2] = { title: 'Kasa', values: 'Çelik, Altın' }
    expect(accepted(PropertyGroupForm, { title: 'Saat özellikleri', labels }).labels).toEqual([
      { position: 1, title: 'Renk', values: 'Kırmızı, Mavi, Yeşil' },
      { position: 3, title: 'Kasa', values: 'Çelik, Altın' },
    ])
  })
  it('names the slot whose title or values are missing, and a value written twice (Turkish case)', () => {
    expect(
      refusal(PropertyGroupForm, {
        title: 'G',
        labels: [
          { title: 'Renk', values: '' },
          { title: '', values: 'A, B' },
          { title: 'Boy', values: 'Irmak, ırmak' },
        ],
      }),
    ).toEqual({
      'labels.0.values': m.labelValuesRequired(1),
      'labels.1.title': m.labelTitleRequired(2),
      'labels.2.values': m.labelValueDuplicate(3, 'ırmak'),
    })
  })
  it('needs at least one property and at most 15', () => {
    expect(refusal(PropertyGroupForm, { title: 'G', labels: [] })).toEqual({ labels: m.labelsRequired })
    expect(refusal(PropertyGroupForm, { title: 'G', labels: Array.from({ length: 16 }, () => ({ title: 'a', values: 'b' })) })).toEqual({
      labels: m.labelsTooMany,
    })
  })
})

describe('BrandForm', () => {
  it('needs a title', () => expect(refusal(BrandForm, { title: ' ' })).toEqual({ title: m.required(f.title) }))
})

describe('BannerForm', () => {
  const ok = { banner_placement: 5, banner_title: 'Popup', banner_image: KEY }
  it.each([0, 1, 2, 5])('accepts placement %i', (p) =>
    expect(accepted(BannerForm, { ...ok, banner_placement: String(p) }).banner_placement).toBe(p),
  )
  it.each([3, 4, 6, 'x', ''])('refuses placement %j', (p) =>
    expect(refusal(BannerForm, { ...ok, banner_placement: p })).toEqual({ banner_placement: m.placementFormat }),
  )
  it('defaults the target to the same tab and lower-cases the colour', () =>
    expect(accepted(BannerForm, { ...ok, banner_bgcolor: '#AABBCC' })).toMatchObject({
      banner_target: '_self',
      banner_bgcolor: '#aabbcc',
      banner_image_mobile: null,
    }))
  it.each([
    [{ banner_image: '' }, { banner_image: m.required(f.image) }],
    [{ banner_image: 'https://x.test/a.png' }, { banner_image: m.imageFormat }],
    [{ banner_link: 'javascript:alert(1)' }, { banner_link: m.linkFormat }],
    [{ banner_target: '_top' }, { banner_target: m.targetFormat }],
    [{ banner_bgcolor: 'red' }, { banner_bgcolor: m.colorFormat }],
  ])('refuses %j', (over, errors) => expect(refusal(BannerForm, { ...ok, ...over })).toEqual(errors))
})

describe('carousel, video and live forms', () => {
  it('a carousel item needs an image', () => expect(refusal(CarouselItemForm, {})).toEqual({ image_path: m.required(f.image) }))
  it('a video needs a title and an http(s) address', () =>
    expect(refusal(VideoItemForm, { video_url: 'ftp://x' })).toEqual({ video_title: m.required(f.title), video_url: m.urlFormat }))
  it('a live session streams from YouTube or HLS and lists auctions by number', () => {
    expect(
      accepted(LiveSessionForm, {
        title: 'Akşam',
        live_broadcast_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        auction_ids: '12, 15,12 ,18',
      }).auction_ids,
    ).toEqual([12, 15, 18])
    expect(refusal(LiveSessionForm, { title: 'Akşam', live_broadcast_url: 'https://example.com/video.mp4' })).toEqual({
      live_broadcast_url: tr.live.broadcastUrlFormat,
    })
    expect(refusal(LiveSessionForm, { title: 'A', live_broadcast_url: 'https://x.test/a.m3u8', auction_ids: '1, iki' })).toEqual({
      auction_ids: m.liveAuctionsFormat,
    })
  })
})

describe('footer, site info, support and blog forms', () => {
  it('a footer link needs its group, text and a site or web address', () =>
    expect(refusal(FooterLinkForm, { footer_link_url: 'mezat' })).toEqual({
      group_id: m.required(f.group),
      footer_link_title: m.required(f.linkTitle),
      footer_link_url: m.linkFormat,
    }))
  it('site info checks the e-mail and the social addresses', () =>
    expect(
      refusal(SiteInfoForm, {
        company_name: 'A',
        company_address: 'B',
        company_email: 'yok',
        customer_service_phone: '0850',
        facebook_url: 'facebook.com/x',
      }),
    ).toEqual({ company_email: tr.auth.emailInvalid, facebook_url: m.urlFormat }))
  it('a support post needs its title heading and content', () =>
    expect(refusal(SupportPostForm, { title: 'Nasıl?' })).toEqual({
      support_title_id: m.required(f.supportTitle),
      content: m.required(f.content),
    }))
  it('a blog page has 1–30 sections and reads its date in Istanbul time', () => {
    const page = { blog_category_id: 1, page_title: 'Yazı', sections: [{ section_content: '<p>a</p>' }] }
    expect(accepted(BlogPageForm, { ...page, published_at: '2026-11-21T14:05' }).published_at).toBe(Date.parse('2026-11-21T11:05:00Z'))
    expect(accepted(BlogPageForm, page).published_at).toBeNull()
    expect(refusal(BlogPageForm, { ...page, sections: [] })).toEqual({ sections: m.sectionsRequired })
    expect(refusal(BlogPageForm, { ...page, published_at: '21.11.2026' })).toEqual({ published_at: m.dateFormat })
    expect(refusal(BlogPageForm, { ...page, sections: [{ section_content: '' }] })).toEqual({
      'sections.0.section_content': m.required(f.sectionContent),
    })
  })
})

describe('tickets, members, orders and settings', () => {
  it('a staff reply answers "Cevaplandı" (3) unless another status is picked', () => {
    expect(accepted(people.AdminTicketReplyForm, { ticket_text: 'Merhaba' })).toEqual({ ticket_text: 'Merhaba', ticket_status: 3 })
    expect(accepted(people.AdminTicketReplyForm, { ticket_text: 'Merhaba', ticket_status: '4' }).ticket_status).toBe(4)
    expect(refusal(people.AdminTicketReplyForm, { ticket_text: '' })).toEqual({ ticket_text: m.required(f.reply) })
  })
  it.each([-1, 6, 'x', 2.5])('a ticket status of %j is refused', (s) =>
    expect(refusal(people.TicketStatusForm, { ticket_status: s })).toEqual({ ticket_status: m.ticketStatusFormat }),
  )
  it.each([-1, 11, 'x'])('an order status of %j is refused', (s) =>
    expect(refusal(people.OrderStatusForm, { status: s })).toEqual({ status: m.orderStatusFormat }),
  )
  it('blocking needs a reason of 5–500 characters', () => {
    expect(refusal(people.BlockUserForm, {})).toEqual({ reason: m.blockReasonRequired })
    expect(refusal(people.BlockUserForm, { reason: 'spam' })).toEqual({ reason: m.blockReasonTooShort })
  })
  it('a role is member or editor', () => expect(refusal(people.RoleForm, { role: 'admin' })).toEqual({ role: m.roleFormat }))
  it('commission rates are percentages (comma or dot) stored as basis points', () => {
    expect(accepted(people.SettingsForm, { commission_rate_buyer: '5,25', commission_rate_seller: 8 })).toEqual({
      commission_rate_buyer: 525,
      commission_rate_seller: 800,
    })
    expect(refusal(people.SettingsForm, { commission_rate_buyer: 51, commission_rate_seller: '' })).toEqual({
      commission_rate_buyer: m.numberRange(f.commissionBuyer, 0, 50),
      commission_rate_seller: m.required(f.commissionSeller),
    })
  })
  it('a cargo price is lira stored as kuruş', () => {
    expect(accepted(people.CargoChannelForm, { cargo_channel_title: 'MNG Kargo', price: '79,90' })).toMatchObject({
      price: 7990,
      is_active: true,
    })
    expect(refusal(people.CargoChannelForm, { cargo_channel_title: 'MNG', price: -1 })).toEqual({
      price: m.numberRange(f.cargoPrice, 0, 10_000),
    })
  })
  it('the review queue filter falls back to "waiting"', () =>
    expect(AdminAuctionQuery.parse({ status: 'hepsi', page: 'x' })).toEqual({ status: 'waiting', q: undefined, page: 1 }))
})
