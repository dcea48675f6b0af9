// An auction's approval state (auctions.approved in D1, `approved` on the wire): the spec's 0/1/2,
// named once here for the worker, the rooms and the browser.

// 3, beyond the spec: taken down after a notice (docs/notice-and-takedown.md); every public reader filters on 2,
// so the lot leaves the lists and its page at once, and comes back as 2 when the seller's objection holds.
export const APPROVAL = { waiting: 0, rejected: 1, approved: 2, removed: 3 } as const
export type ApprovalStatus = Exclude<keyof typeof APPROVAL, 'removed'>

/**
 * The state's name (`status` of GET /api/check-approval-status, whose spec knows three); a removed lot reads as
 * rejected (not live, not waiting for review); an unknown number reads as waiting.
 */
export const approvalStatus = (approved: number): ApprovalStatus =>
  approved === APPROVAL.approved ? 'approved' : approved === APPROVAL.rejected || approved === APPROVAL.removed ? 'rejected' : 'waiting'
