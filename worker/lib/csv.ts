// CSV as spreadsheet programs read it: a BOM so Turkish letters are read as UTF-8, RFC 4180 quoting.

type Cell = string | number | null
export type ExportRows = { columns: string[]; rows: Cell[][] }

/** A field with the separator, a quote or a line break is quoted, its quotes doubled. */
const csvField = (v: Cell, separator: string) => {
  const s = v === null ? '' : String(v)
  return s.includes(separator) || /["\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

/**
 * A table as CSV. The separator is a comma by default; reports for a Turkish accountant use `;`, which is
 * what a spreadsheet set to Turkish splits columns on (its decimal mark being the comma).
 */
export const toCsv = ({ columns, rows }: ExportRows, separator = ',') =>
  `\uFEFF${[columns, ...rows].map((r) => r.map((v) => csvField(v, separator)).join(separator)).join('\r\n')}\r\n`
