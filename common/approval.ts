// An auction's approval state (auctions.approved in D1, `approved` on the wire): the spec's 0/1/2,
// named once here for the worker, the rooms and the browser.

export const APPROVAL = { waiting: 0, rejected: 1, approved: 2 } as const
export type ApprovalStatus = keyof typeof APPROVAL

/** The state's name (`status` of GET /api/check-approval-status); an unknown number reads as waiting. */
export const approvalStatus = (approved: number): ApprovalStatus =>
  approved === APPROVAL.approved ? 'approved' : approved === APPROVAL.rejected ? 'rejected' : 'waiting'
