// The contract check of tests/worker/app/contract.test.ts: a real answer parses with its shared schema
// (common/schemas) AND carries no field the schema does not name. The schemas let the browser ignore
// extra fields (the server may add some), so parsing alone would pass a renamed field; this walk
// finds it, as the one name the schema does not know.
import type { z } from 'zod'

type Def = { type: string; [k: string]: any }
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def

/** Paths in `value` (e.g. `data.items[0].colour`) that `schema` names nowhere. */
export function unknownFields(schema: z.ZodType, value: unknown, at = ''): string[] {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return value == null ? [] : unknownFields(def.innerType, value, at)
    case 'pipe':
      // z.preprocess puts a transform first: the raw value meets the output schema's names.
      return unknownFields(defOf(def.in).type === 'transform' ? def.out : def.in, value, at)
    case 'lazy':
      return unknownFields(def.getter(), value, at)
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => unknownFields(def.element, v, `${at}[${i}]`)) : []
    case 'tuple':
      return Array.isArray(value) ? value.flatMap((v, i) => (def.items[i] ? unknownFields(def.items[i], v, `${at}[${i}]`) : [])) : []
    case 'record':
      return isObject(value) ? Object.entries(value).flatMap(([k, v]) => unknownFields(def.valueType, v, `${at}.${k}`)) : []
    case 'intersection':
      return intersect(unknownFields(def.left, value, at), unknownFields(def.right, value, at))
    case 'union': {
      // The option the value parses with; of several, the one that knows the most of it.
      const fits = (def.options as z.ZodType[]).filter((o) => o.safeParse(value).success)
      const misses = (fits.length ? fits : def.options).map((o: z.ZodType) => unknownFields(o, value, at))
      return misses.sort((a: string[], b: string[]) => a.length - b.length)[0] ?? []
    }
    case 'object': {
      if (!isObject(value)) return []
      const shape = def.shape as Record<string, z.ZodType>
      const open = def.catchall && defOf(def.catchall).type !== 'never'
      return Object.entries(value).flatMap(([k, v]) =>
        k in shape ? unknownFields(shape[k]!, v, `${at}.${k}`) : open ? [] : [`${at}.${k}`],
      )
    }
    default:
      return []
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const intersect = (a: string[], b: string[]) => a.filter((x) => b.includes(x))
