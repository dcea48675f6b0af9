// Form rules several forms share, each with its own sentences. Zod only, so a room or a small page may use them.
import { z } from 'zod'

/** A whole number from 1 to `max`, from a form's text or JSON; one sentence for every way it can be wrong. */
export const wholeNumberUpTo = (max: number, message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(max, message)

/** Written words (an editor's reason, a note): required with its own sentence, then at least `min`, at most `max` characters. */
export const wordsBetween = (min: number, max: number, m: { required: string; tooShort: string; tooLong: string }) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required, abort: true }).min(min, m.tooShort).max(max, m.tooLong)

/**
 * A form body: anything but an object (an array, null, a string) reads as an empty form, so the member gets the
 * fields' Turkish sentences rather than zod's English one about the body's type.
 */
export const formObject = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), z.object(shape))
