// Sentences that many areas of the catalogue say about their own fields, written once: an area names its field
// and its figure (`tooLong('Konu', 150)`), and the words around them stay the same everywhere.

/** "Konu en fazla 150 karakter olabilir." The figure as the sentence writes it (a number, or text such as '20.000'). */
export const tooLong = <L extends string, M extends number | string>(label: L, max: M) =>
  `${label} en fazla ${max} karakter olabilir.` as const
