// Code 128 for the cargo label: jsbarcode's CODE128 encoder (loaded only by the label page) turns the
// barcode number into modules ('1' bar, '0' space); the label draws them as SVG bars with quiet zones.
export const QUIET_ZONE = 10

export async function code128Modules(text: string): Promise<string> {
  const { CODE128 } = await import('jsbarcode/bin/barcodes/CODE128/index.js')
  const encoder = new CODE128(text, {})
  if (!encoder.valid()) throw new Error(`not encodable as Code 128: ${text}`)
  return encoder.encode().data
}

/** Runs of bars: [start, width] in modules, after the left quiet zone. */
export function bars(modules: string): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i < modules.length;) {
    if (modules[i] !== '1') {
      i++
      continue
    }
    let j = i
    while (modules[j] === '1') j++
    out.push([QUIET_ZONE + i, j - i])
    i = j
  }
  return out
}
