// A price typed in lira, as Turkish writes it ("1.500", "1500,50"), in kuruş: null when empty, undefined when
// it is not a price.
export function parseLira(text: string): number | null | undefined {
  const t = text.trim().replace(/\s|₺|TL/gi, '')
  if (!t) return null
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(t)) return undefined
  return Math.round(Number(t.replace(/\./g, '').replace(',', '.')) * 100)
}
