// Notice and takedown (docs/notice-and-takedown.md): reports of illegal or infringing content on a lot, a seller's
// profile or a chat line, the editors' decisions on them, the seller's objection, and every step in an event table.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { childOf, id, state } from './_columns.ts'
import { editorDecision } from './_refs.ts'
import { actorRef } from './members.ts'
// Relative, not #common: drizzle-kit reads this file without the package's import map.
import { REPORT_KINDS, REPORT_STATUSES, REPORT_TARGETS } from '../../../common/reports.ts'

/** One report, as the reporter sent it, with where the editors' handling of it stands. */
export const content_reports = sqliteTable(
  'content_reports',
  {
    id: id(),
    target: text('target', { enum: REPORT_TARGETS }).notNull(),
    /** The lot's, the seller's (user) or the chat line's id. */
    target_id: integer('target_id').notNull(),
    /** The member answerable for the content (the lot's seller, the profile's member, the line's author). */
    owner_id: actorRef('owner_id'),
    /** The reporting member; null for a guest, who is reached by `reporter_email`. */
    reporter_id: actorRef('reporter_id'),
    reporter_name: text('reporter_name').notNull(),
    reporter_email: text('reporter_email').notNull(),
    right_holder: integer('right_holder', { mode: 'boolean' }).notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    url: text('url').notNull(),
    explanation: text('explanation').notNull(),
    /** The trademark, patent or design registration number an IP claim names. */
    registration_no: text('registration_no'),
    /** R2 keys under `reports/` (never served by /media: only to editors). */
    evidence: text('evidence', { mode: 'json' }).$type<string[]>().notNull(),
    received_at: integer('received_at').notNull(),
    /** When the open step must be decided: receipt (or the objection) plus the setting's hours, fixed at that moment. */
    due_at: integer('due_at').notNull(),
    status: state('status', REPORT_STATUSES),
    /** The decision on the report; its note is the reason for the removal or the rejection. */
    ...editorDecision(),
    objection_text: text('objection_text'),
    objection_documents: text('objection_documents', { mode: 'json' }).$type<string[]>(),
    objected_at: integer('objected_at'),
    /** The editor's reason for the decision on the objection (told to the seller). */
    objection_note: text('objection_note'),
    objection_decided_at: integer('objection_decided_at'),
  },
  (t) => [
    index('content_reports_queue_idx').on(t.status, t.due_at),
    index('content_reports_target_idx').on(t.target, t.target_id, t.status),
    index('content_reports_owner_idx').on(t.owner_id, t.status),
  ],
)

/** Every step of a report (receipt, removal, rejection, objection, its decision): who, when, and a short note. */
export const content_report_events = sqliteTable(
  'content_report_events',
  {
    ...childOf('report_id', () => content_reports.id, 'cascade'),
    action: text('action', { enum: ['received', 'removed', 'rejected', 'objected', 'restored', 'removal_upheld'] }).notNull(),
    /** The editor or the seller who took the step; null for a guest's receipt. */
    actor_id: actorRef('actor_id'),
    note: text('note'),
    at: integer('at').notNull(),
  },
  (t) => [index('content_report_events_report_idx').on(t.report_id, t.at)],
)
