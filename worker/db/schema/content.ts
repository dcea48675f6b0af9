// Banners, carousels, videos, contracts, footer, site info, blog, contact:
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { childOf, counter, createdAt, flag, heading, id, namedBlock, optionalRef, sortOrder, updatedAt } from './_columns.ts'
import { auctions } from './auctions.ts'
import { categories } from './catalogue.ts'

export const banners = sqliteTable(
  'banners',
  {
    id: id(),
    /** Below 5 inline; 5 is the popup. */
    banner_placement: integer('banner_placement').notNull(),
    /** Shown only on this category's pages when set (GET /api/banners/{placement}/{slug}). */
    category_id: optionalRef('category_id', () => categories.id, 'cascade'),
    banner_bgcolor: text('banner_bgcolor'),
    banner_link: text('banner_link'),
    banner_title: text('banner_title').notNull(),
    banner_target: text('banner_target').notNull().default('_self'),
    banner_image: text('banner_image').notNull(),
    banner_image_mobile: text('banner_image_mobile'),
    sort_order: sortOrder(),
    is_active: flag('is_active', true),
    click_count: counter('click_count'),
    created_at: createdAt(),
  },
  (t) => [index('banners_placement_idx').on(t.banner_placement, t.is_active, t.sort_order)],
)

export const carousels = sqliteTable('carousels', namedBlock())

export const carousel_items = sqliteTable(
  'carousel_items',
  {
    ...childOf('carousel_id', () => carousels.id, 'cascade'),
    image_path: text('image_path').notNull(),
    title: text('title'),
    link_url: text('link_url'),
    link_target: text('link_target').notNull().default('_self'),
    sort_order: sortOrder(),
  },
  (t) => [index('carousel_items_idx').on(t.carousel_id, t.sort_order)],
)

export const videos = sqliteTable('videos', namedBlock())

export const video_items = sqliteTable(
  'video_items',
  {
    ...childOf('video_id', () => videos.id, 'cascade'),
    video_url: text('video_url'),
    video_bgcolor: text('video_bgcolor'),
    video_image: text('video_image'),
    video_image_mobile: text('video_image_mobile'),
    video_image_link: text('video_image_link'),
    video_title: text('video_title').notNull(),
    auction_id: optionalRef('auction_id', () => auctions.id, 'set null'),
    sort_order: sortOrder(),
  },
  (t) => [index('video_items_idx').on(t.video_id, t.sort_order)],
)

export const contracts = sqliteTable('contracts', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  contract_content: text('contract_content').notNull(),
  sort_order: sortOrder(),
  updated_at: updatedAt(),
})

export const footer_link_groups = sqliteTable('footer_link_groups', {
  id: id(),
  footer_header: text('footer_header').notNull(),
  sort_order: sortOrder(),
})

export const footer_links = sqliteTable(
  'footer_links',
  {
    ...childOf('group_id', () => footer_link_groups.id, 'cascade'),
    footer_link_title: text('footer_link_title').notNull(),
    footer_link_url: text('footer_link_url').notNull(),
    sort_order: sortOrder(),
  },
  (t) => [index('footer_links_group_idx').on(t.group_id, t.sort_order)],
)

/** A single row (id 1): the company's contact details and social links. */
export const site_info = sqliteTable('site_info', {
  id: integer('id').primaryKey(),
  company_name: text('company_name').notNull(),
  company_address: text('company_address').notNull(),
  company_email: text('company_email').notNull(),
  customer_service_phone: text('customer_service_phone').notNull(),
  whatsapp_url: text('whatsapp_url'),
  facebook_url: text('facebook_url'),
  twitter_url: text('twitter_url'),
  instagram_url: text('instagram_url'),
  youtube_url: text('youtube_url'),
  mersis_no: text('mersis_no'),
  trade_registry_no: text('trade_registry_no'),
  about_content: text('about_content'),
  updated_at: updatedAt(),
})

export const blog_categories = sqliteTable('blog_categories', heading())

export const blog_pages = sqliteTable(
  'blog_pages',
  {
    ...childOf('blog_category_id', () => blog_categories.id, 'cascade'),
    page_title: text('page_title').notNull(),
    page_slug: text('page_slug').notNull(),
    page_image: text('page_image'),
    page_description: text('page_description').notNull().default(''),
    published_at: integer('published_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('blog_pages_slug_uq').on(t.page_slug), index('blog_pages_category_idx').on(t.blog_category_id, t.published_at)],
)

export const blog_page_sections = sqliteTable(
  'blog_page_sections',
  {
    ...childOf('blog_page_id', () => blog_pages.id, 'cascade'),
    position: integer('position').notNull().default(0),
    section_image: text('section_image'),
    section_content: text('section_content').notNull(),
  },
  (t) => [index('blog_page_sections_idx').on(t.blog_page_id, t.position)],
)

export const contact_messages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    handled_at: integer('handled_at'),
    created_at: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.created_at)],
)

/**
 * Versions of what the worker keeps in its own memory (worker/domain/content/content-cache.ts). Triggers
 * (migrations/*_content_version_triggers.sql) give the 'content' row a fresh random token in the same
 * transaction as every change to categories, banners, contracts, footer links and site info, so an
 * editor's change shows at once everywhere, whoever wrote it (console, seed, migration).
 */
export const cache_versions = sqliteTable('cache_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
})
