// Console: contracts (registration and the cart read three of them by slug), footer link
// groups and links, and the site info (support centre contact).
import { conflict, invalidField } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import type { ContractForm, FooterGroupForm, FooterLinkForm, SiteInfoForm } from '#common/schemas/admin-content.ts'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contracts, footer_link_groups, footer_links, site_info } from '../../db/schema/index.ts'
import { htmlText, sanitizeHtml } from '../../lib/html.ts'
import { auditedWrites, createAudited, deleteAudited, findAudited, updateAudited, type ConsoleWrite, type RowWrites } from './audited.ts'
import { resolveSlug } from './common.ts'
import { auditRow, changes } from '../platform/audit.ts'

const m = tr.admin
type Editor = { id: number }

/**
 * Read or linked by slug elsewhere: registration (membership, privacy), the cart (distance sales), the
 * cookie notice on every page (cookie policy) and the privacy notices where data is collected (aydınlatma).
 */
export const SITE_CONTRACTS = [
  'uyelik-sozlesmesi',
  'gizlilik-sozlesmesi',
  'mesafeli-satis-sozlesmesi',
  'cerez-politikasi',
  'kvkk-aydinlatma-metni',
] as const
const isSiteContract = (slug: string) => (SITE_CONTRACTS as readonly string[]).includes(slug)

/** Sanitised HTML; a required field left empty by the sanitiser gets the field's "required". */
export async function cleanHtml(field: string, label: string, html: string | null, required: boolean) {
  const clean = html ? sanitizeHtml(html, field, label) : ''
  if (required && htmlText(clean) === '') throw invalidField(field, m.required(label))
  return clean === '' ? null : clean
}

// ---- contracts -------------------------------------------------------------------------------

export const listAllContracts = (db: Db) => db.select().from(contracts).orderBy(asc(contracts.sort_order), asc(contracts.id))
const contractSlug = { table: contracts, slug: contracts.slug, id: contracts.id }
const contract = { table: contracts, entity: 'contract', notFound: m.contractNotFound, unique: 'slug' }
const footerGroup = { table: footer_link_groups, entity: 'footer_group', notFound: m.footerGroupNotFound }

async function createContract({ db, editor }: ConsoleWrite, f: ContractForm) {
  const slug = await resolveSlug(db, contractSlug, { requested: f.slug, title: f.title })
  const content = (await cleanHtml('contract_content', m.field.content, f.contract_content, true))!
  return createAudited(db, editor.id, contract, { title: f.title, slug, contract_content: content, sort_order: f.sort_order })
}

async function updateContract({ db, editor }: ConsoleWrite, id: number, f: ContractForm) {
  const before = await findAudited(db, contract, id)
  if (isSiteContract(before.slug) && f.slug && f.slug !== before.slug) throw invalidField('slug', m.contractSlugLocked)
  const slug = await resolveSlug(db, contractSlug, { requested: f.slug, title: f.title, current: before.slug, exceptId: id })
  const content = (await cleanHtml('contract_content', m.field.content, f.contract_content, true))!
  await updateAudited(db, editor.id, contract, before, { title: f.title, slug, contract_content: content, sort_order: f.sort_order })
}

async function deleteContract({ db, editor }: ConsoleWrite, id: number) {
  const row = await findAudited(db, contract, id)
  if (isSiteContract(row.slug)) throw conflict(m.contractRequiredBySite)
  await deleteAudited(db, editor.id, contract, row)
}
export const contractWrites: RowWrites<ContractForm> = { create: createContract, update: updateContract, remove: deleteContract }

// ---- footer ----------------------------------------------------------------------------------

export async function listFooter(db: Db) {
  const [groups, links, info] = await db.batch([
    db.select().from(footer_link_groups).orderBy(asc(footer_link_groups.sort_order), asc(footer_link_groups.id)),
    db.select().from(footer_links).orderBy(asc(footer_links.sort_order), asc(footer_links.id)),
    db.select().from(site_info).where(eq(site_info.id, 1)).limit(1),
  ])
  return { groups: groups.map((g) => ({ group: g, links: links.filter((l) => l.group_id === g.id) })), info: info[0] ?? null }
}

/** Deleting a group deletes its links with it (the form says so before asking). */
async function deleteFooterGroup({ db, editor }: ConsoleWrite, id: number) {
  const row = await findAudited(db, footerGroup, id)
  const links = await db.select().from(footer_links).where(eq(footer_links.group_id, id))
  await deleteAudited(db, editor.id, footerGroup, row, { ...row, links: links.map((l) => l.footer_link_title) })
}
export const footerGroupWrites: RowWrites<FooterGroupForm> = { ...auditedWrites(footerGroup), remove: deleteFooterGroup }

async function assertGroup({ db }: ConsoleWrite, f: FooterLinkForm) {
  const g = await db.query.footer_link_groups.findFirst({ columns: { id: true }, where: eq(footer_link_groups.id, f.group_id) })
  if (!g) throw invalidField('group_id', m.footerGroupNotFound)
}

export const footerLinkWrites = auditedWrites<typeof footer_links, FooterLinkForm>(
  { table: footer_links, entity: 'footer_link', notFound: m.footerLinkNotFound },
  { check: assertGroup },
)

// ---- site info (one row, id 1) ---------------------------------------------------------------

export async function saveSiteInfo(db: Db, editor: Editor, f: SiteInfoForm) {
  const before = await db.query.site_info.findFirst({ where: eq(site_info.id, 1) })
  const values = { ...f, about_content: await cleanHtml('about_content', m.field.content, f.about_content, false) }
  await db.batch([
    db
      .insert(site_info)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: site_info.id, set: values }),
    auditRow(db, editor.id, { action: 'update', entity: 'site_info', entityId: 1, detail: changes(before ?? {}, values) }),
  ])
}
