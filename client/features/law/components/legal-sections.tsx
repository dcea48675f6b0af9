// The headed sections of a legal text shown to a buyer (the pre-information form, a distance sale
// contract): each heading labels its section, so a screen reader can move between them.
type Section = { key: string; title: string; lines: readonly string[] }

/** `idPrefix` keeps the heading ids apart when several texts stand on one page. */
export function LegalSections({ sections, idPrefix }: { sections: readonly Section[]; idPrefix: string }) {
  return sections.map((s) => (
    <section key={s.key} aria-labelledby={`${idPrefix}-${s.key}`}>
      <h3 id={`${idPrefix}-${s.key}`} className="font-bold text-ink">
        {s.title}
      </h3>
      {s.lines.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
    </section>
  ))
}
