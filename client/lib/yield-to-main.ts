// The app's module evaluation is one task unless it is cut (docs/first-visit.md "The main thread"):
// ~180 ms of a phone's main thread (CPU ×4) when zod still built the answer schemas there, during which the
// page answers no tap. A top-level `await yieldToMain()` in a module ends the task there; the modules after it
// in the bundle's order run in the next one (the bundle keeps ES module order). Used at three places, in the
// order they run: after React's start-up, Query and the API client (client/lib/query-client.ts), after the
// shell's modules (client/routes/__root.tsx) and after the route files (client/router.tsx, before the router
// is built).

/** Resolves in a new task, after the browser had the chance to paint and handle input. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
