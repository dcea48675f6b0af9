// Field kinds and field groups that several answers share, written once here and spread into their objects
// (`z.object({ id, ...buyerTotals(Lira) })`) so that one fact keeps one spelling on the wire. A group keeps its
// fields' order: the OpenAPI document (worker/openapi/document.ts) lists them as the objects spread them.
import { z } from 'zod'

/** "YYYY-MM-DD HH:mm:ss" in Istanbul time (common/time.ts fromWireTime). */
export const WireTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/)
/** Lira on the wire, a number or its text (the worker counts kuruş). */
export const Lira = z.coerce.number()
