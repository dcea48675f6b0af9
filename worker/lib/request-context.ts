// What one request carries through every await without being passed by hand: its id (written on every log
// line and sent to the rooms it calls, so one bid reads as one story across the worker's and the room's
// logs) and the D1 round trips it made (the request's log line; docs/operations.md "Logs").
import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { requestId: string; d1Trips: number }

const store = new AsyncLocalStorage<RequestContext>()

export const withRequestContext = <R>(context: RequestContext, run: () => R): R => store.run(context, run)

/** The running request's context; null in the cron and in code called outside a request. */
export const currentRequest = (): RequestContext | null => store.getStore() ?? null

/** Header carrying the request id from the worker to a room. */
export const REQUEST_ID_HEADER = 'x-request-id'
