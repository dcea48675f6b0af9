// The one part of jsbarcode the label loads (CODE128 only: 11 kB minified instead of 68 kB).
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>)
    valid(): boolean
    encode(): { data: string; text: string }
  }
}
