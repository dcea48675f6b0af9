// What a notice's decision hides (docs/notice-and-takedown.md): the hiding statuses of common/reports.ts as
// SQL, for the lists of any area that leave out what a report took down (a seller's profile, a lot, a chat
// line). The reports themselves are the law area's (law/reports.ts); this piece sits low so every reader can
// use it without importing the law's desk.
import { HIDING_STATUSES } from '#common/reports.ts'
import { sql, type SQL } from 'drizzle-orm'
import type { content_reports } from '../../db/schema/index.ts'

/** `status IN (…hiding statuses)` of a report row, for the readers that hide content by its report. */
export const hidingStatus = (column: SQL | typeof content_reports.status) => sql`${column} IN (${sql.join(HIDING_STATUSES.map((s) => sql`${s}`), sql`, `)})`
