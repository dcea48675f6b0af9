// The sessions on air and the panel that shows one: the panel's chunk is loaded with the first answer that
// has a session in it, so both arrive together (live-session-panel.tsx says why it is lazy). Its own file,
// apart from queries.ts, because the panel's chunk imports queries.ts: a loader there would close a circle.
import { api, typed } from '#client/lib/api.ts'
import type { LiveSessionsAnswer } from '#common/schemas/live.ts'
import { queryOptions } from '@tanstack/react-query'
import { liveKeys } from './queries.ts'

type SessionPanel = typeof import('./components/live-session-panel.tsx').LiveSessionPanel
let sessionPanel: SessionPanel | null = null
/** The session panel's component once its chunk is loaded (live-session-panel.tsx says why it is lazy). */
export const loadedSessionPanel = () => sessionPanel
const loadSessionPanel = async () => {
  sessionPanel ??= (await import('./components/live-session-panel.tsx')).LiveSessionPanel
}

/** GET /api/live_session/index (home) or /api/live_session/{mainCategory} (a category page). */
export const liveSessionsQuery = (mainCategory: string | null = null) =>
  queryOptions({
    queryKey: liveKeys.sessionsOf(mainCategory),
    queryFn: async ({ signal }) => {
      const sessions = await api.get(`/api/live_session/${mainCategory ? encodeURIComponent(mainCategory) : 'index'}`, typed<typeof LiveSessionsAnswer>(), {
        signal,
      })
      // A session on air is shown with its panel's code, loaded here so that both arrive together.
      if (sessions.length) await loadSessionPanel()
      return sessions
    },
    // While a stream area is open the livesession channel says when this changes; a page that opens
    // later (its channel was closed meanwhile) asks again.
    staleTime: 0,
  })
