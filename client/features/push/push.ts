// Web push in the browser (docs/alerts.md "Web push"): whether this browser can take pushes, whether it
// does, and turning it on or off. The service worker (/sw.js) is registered only here, when the member taps
// "Anlık bildirimleri aç": never on a first visit, never before the tap; the permission prompt comes from
// that tap too (Safari shows it only inside a tap's handler, so it is asked before anything is awaited).
import { api } from '#client/lib/api.ts'
import { PushConfigAnswer, PushSubscriptionAnswer } from '#common/schemas/push.ts'

export type PushState = 'on' | 'off' | 'denied' | 'unsupported' | 'ios-install'

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** iPhones and iPads take pushes only in Mezat added to the home screen (standalone), from iOS 16.4. */
const iosInBrowser = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !window.matchMedia('(display-mode: standalone)').matches

/** This browser's subscription, if it has one (no service worker is registered to find out). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return iosInBrowser() ? 'ios-install' : 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  return (await currentSubscription()) && Notification.permission === 'granted' ? 'on' : 'off'
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

export class PushUnavailable extends Error {}

/** Call from the tap's handler. Answers the state it ends in; throws when the server or the push service failed. */
export async function enablePush(): Promise<PushState> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const { public_key } = await api.get('/api/push/config', PushConfigAnswer)
  if (!public_key) throw new PushUnavailable()
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  await navigator.serviceWorker.ready
  let subscription = await registration.pushManager.getSubscription()
  // A subscription made with another server key (a rotated one) cannot be sent to: make a new one.
  if (subscription && !sameKey(subscription, public_key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) })
  await api.post('/api/push/subscriptions', PushSubscriptionAnswer, { json: subscription.toJSON() })
  return 'on'
}

function sameKey(subscription: PushSubscription, publicKey: string) {
  const key = subscription.options.applicationServerKey
  if (!key) return false
  const a = new Uint8Array(key)
  const b = keyBytes(publicKey)
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** Turns push off on this browser: the server forgets the subscription first, then the browser drops it. */
export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription()
  if (subscription) {
    await api.delete('/api/push/subscriptions', PushSubscriptionAnswer, { json: { endpoint: subscription.endpoint } })
    await subscription.unsubscribe()
  }
  return 'off'
}

/**
 * Logging out of a device stops its pushes for that member (a shared computer would show their notices to
 * the next person). Best-effort: logging out never waits on, or fails because of, push.
 */
export async function forgetPushDevice(): Promise<void> {
  if (!supported()) return
  try {
    await disablePush()
  } catch {
    // The server keeps the row until the push service says it is gone or the member turns push off.
  }
}
