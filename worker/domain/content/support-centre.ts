// The support centre: titles, and for the chosen title its
// posts and FAQs; with no title, the first one is chosen.
import { notFound } from '#common/errors.ts'
import { tr } from '#common/messages.ts'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { site_info, support_faqs, support_posts, support_titles } from '../../db/schema/index.ts'

export async function supportCentre(db: Db, slug?: string) {
  const [titles, info] = await db.batch([
    db.select().from(support_titles).orderBy(asc(support_titles.sort_order), asc(support_titles.id)),
    db.select().from(site_info).where(eq(site_info.id, 1)).limit(1),
  ])
  const selected = slug ? titles.find((t) => t.slug === slug) : titles[0]
  if (slug && !selected) throw notFound(tr.supportCentre.notFound)
  if (!selected) return { titles, selected: null, posts: [], faqs: [], info: info[0] ?? null }
  const [posts, faqs] = await db.batch([
    db
      .select()
      .from(support_posts)
      .where(eq(support_posts.support_title_id, selected.id))
      .orderBy(asc(support_posts.sort_order), asc(support_posts.id)),
    db
      .select()
      .from(support_faqs)
      .where(eq(support_faqs.support_title_id, selected.id))
      .orderBy(asc(support_faqs.sort_order), asc(support_faqs.id)),
  ])
  return { titles, selected, posts, faqs, info: info[0] ?? null }
}
export type SupportCentre = Awaited<ReturnType<typeof supportCentre>>
