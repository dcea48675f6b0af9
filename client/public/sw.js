// @ts-check
// Mezat's service worker (docs/alerts.md "Web push"): it shows the pushes the worker sends (outbid, won, a
// watched lot ending, a saved search's or a followed seller's new lot) and opens the lot when one is tapped.
// It caches nothing and answers no fetch: every page and answer still comes from the network, so a deploy
// never leaves a phone on stale pages. Served by the worker at /sw.js (scope /, no-cache), registered by
// client/features/push/push.ts only after a member turns push on.
/// <reference lib="webworker" />
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self))

sw.addEventListener('install', () => sw.skipWaiting())
sw.addEventListener('activate', (/** @type {ExtendableEvent} */ event) => event.waitUntil(sw.clients.claim()))

sw.addEventListener('push', (/** @type {PushEvent} */ event) => {
  /** @type {{ title?: string, body?: string, url?: string | null, tag?: string }} */
  let notice = {}
  try {
    notice = event.data ? event.data.json() : {}
  } catch {
    notice = { body: event.data ? event.data.text() : '' }
  }
  const url = new URL(notice.url || '/u/bildirimlerim', sw.location.origin)
  // Only our own pages are opened from a notice.
  const target = url.origin === sw.location.origin ? url.pathname + url.search : '/u/bildirimlerim'
  event.waitUntil(
    sw.registration.showNotification(notice.title || 'Mezat', {
      body: notice.body || '',
      tag: notice.tag,
      lang: 'tr',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: target },
    }),
  )
})

sw.addEventListener('notificationclick', (/** @type {NotificationEvent} */ event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url || '/', sw.location.origin).href
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((/** @type {readonly WindowClient[]} */ windows) => {
      // A tab already on that page is brought forward; otherwise a new one opens (another tab of ours may hold
      // a form half filled, so it is not navigated away).
      const open = windows.find((w) => w.url === target)
      return open ? open.focus() : sw.clients.openWindow(target)
    }),
  )
})
