// The "Bildir" link's two sentences on their own: the lot page's first visit carries the link, not the catalogue
// (tests/e2e/first-visit.spec.ts); the rest of the notice-and-takedown sentences are in reports.ts.
export const reportLink = {
  link: 'Bildir',
  linkLabel: (what: string) => `${what} için hukuka aykırı içerik ya da hak ihlali bildir`,
} as const
