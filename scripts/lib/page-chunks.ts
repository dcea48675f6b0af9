// One chunk for what a first visit of a page loads beside the app, instead of the ~30 small chunks that the
// bundler's automatic splitting cut it into (each module in the chunk of the exact set of lazy chunks that
// reach it). Thirty files compress worse than one (every file's gzip starts with an empty dictionary, and each
// chunk adds its import and export lines): the lot page's 33 files came to 40.6 KB gzip, the same bytes in one
// file 33.3 KB (docs/first-visit.md "One chunk a page").
//
// A module goes into the chunk of a page only where no other page pays for it: it must be in the static graph
// of that page's route chunk, and every lazy chunk that reaches it must be one that only that page loads (its
// route chunk, or a piece that only modules of such chunks import). A module that a login form or another
// route also reaches stays where the bundler puts it. A module two or three of the pages share on those terms
// goes into the chunk of those pages (`page-home-category`), which each of them loads on its first visit.
type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; dynamicImporters: readonly string[] }
type Modules = { getModuleInfo: (id: string) => Info | null }
/** A page's route file, and the routes that draw the same screen and may load its chunk (the seller's preview of a lot). */
type Page = { route: string; with?: string[] }

/**
 * For code-splitting groups: `page` names the page chunk of a module (or null: left to the bundler); `everyPage`
 * says a module is in the static graph of every page's route chunk, which the app's chunk may as well carry.
 */
export function pageChunks(entry: string, pages: Record<string, Page>) {
  let plan: Map<string, string> | undefined
  const of = (id: string, modules: Modules) => (plan ??= planOf(entry, pages, modules)).get(id)
  return {
    page: (id: string, modules: Modules) => (of(id, modules) === EVERY ? null : (of(id, modules) ?? null)),
    everyPage: (id: string, modules: Modules) => of(id, modules) === EVERY,
  }
}
const EVERY = '\0every-page'

function planOf(entry: string, pages: Record<string, Page>, modules: Modules): Map<string, string> {
  const info = (id: string) => modules.getModuleInfo(id)
  const graphs = new Map<string, Set<string>>()
  /** The static graph of `root`, itself included. */
  const graph = (root: string) => {
    let seen = graphs.get(root)
    if (seen) return seen
    seen = new Set<string>()
    const stack = [root]
    while (stack.length) {
      const id = stack.pop()!
      if (seen.has(id)) continue
      seen.add(id)
      stack.push(...(info(id)?.importedIds ?? []))
    }
    graphs.set(root, seen)
    return seen
  }
  // Every chunk root: the entry and every module imported dynamically anywhere below it.
  const roots = new Set<string>([entry])
  for (const root of roots) for (const id of graph(root)) for (const next of info(id)?.dynamicallyImportedIds ?? []) roots.add(next)
  /** The roots whose chunks contain a module. */
  const reach = new Map<string, Set<string>>()
  for (const root of roots) for (const id of graph(root)) (reach.get(id) ?? reach.set(id, new Set()).get(id)!).add(root)

  const splitOf = (route: string) => info(route)?.dynamicallyImportedIds.find((d) => d.includes('?tsr-split'))
  /** A page's route chunks (and what its route files import lazily), and the lazy chunks only their modules import. */
  const owned = (splits: string[]) => {
    const own = new Set(splits)
    for (let grew = true; grew; ) {
      grew = false
      for (const root of roots) {
        if (own.has(root)) continue
        const importers = info(root)?.dynamicImporters ?? []
        if (importers.length && importers.every((i) => [...(reach.get(i) ?? [])].every((r) => own.has(r)))) grew = !!own.add(root)
      }
    }
    return own
  }
  const splits = Object.entries(pages).flatMap(([page, { route, with: companions = [] }]) => {
    const split = splitOf(route)
    // The route file's own lazy imports (its chunk, and what it starts to load before the chunk runs) are the page's.
    return split ? [{ page, split, own: owned([route, ...companions].flatMap((r) => info(r)?.dynamicallyImportedIds ?? [])) }] : []
  })
  const plan = new Map<string, string>()
  for (const [id, reachers] of reach) {
    const of = splits.filter((s) => graph(s.split).has(id))
    if (!of.length || id.startsWith('\0')) continue
    if (of.length === splits.length) plan.set(id, EVERY)
    else if ([...reachers].every((r) => of.some((s) => s.own.has(r)))) plan.set(id, `page-${of.map((s) => s.page).join('-')}`)
  }
  return plan
}
