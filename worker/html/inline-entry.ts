// One answer inlined into a page's HTML for its first paint (docs/first-visit.md): the API path it answers and
// the answer itself. Its own file, so that page-meta.ts and link-preview.ts both read it and neither imports
// the other back.
export type InlineEntry = { path: string; answer: unknown }
