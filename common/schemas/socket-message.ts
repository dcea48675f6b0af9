// Reading a socket message (a room's or the user channel's) into its schema.
import type { z } from 'zod'

/** Parses a socket message (text or already parsed); null for malformed or unknown events (never throws). */
export function parseSocketMessage<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> | null {
  try {
    const result = schema.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw)
    return result.success ? result.data : null
  } catch {
    return null
  }
}
