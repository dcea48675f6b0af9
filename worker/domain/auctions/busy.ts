// The refusal when the worker or the room sheds a bid (party/README.md "Shedding load"):
// 503, Retry-After and a Turkish sentence; nothing was placed. Used by the bid path (the room's answer)
// and by the per-isolate bound in worker/middleware/shed.ts.
import { ApiError } from '#common/errors.ts'
import { tr } from '#common/messages.ts'

const SHED_RETRY_AFTER_S = 1

export const busy = () => new ApiError(503, { message: tr.bid.busy }, { 'Retry-After': String(SHED_RETRY_AFTER_S) })
