// Labels of the condition report's photos (docs/storefront.md "Condition report"), apart from tr-storefront.ts:
// only the photo strip, a chunk of its own, reads them, so the lot page's first visit does not carry them.
export const trCondition = {
  photos: (n: number) => `Durum fotoğrafları (${n})`,
  open: (i: number, caption: string | null) => `${i}. durum fotoğrafını büyüt${caption ? `: ${caption}` : ''}`,
  dialogName: (name: string) => `${name} — durum fotoğrafları`,
}
