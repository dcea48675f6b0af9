// The event a fixed bar (the phone's bid dock) fires when it comes or goes, so that floating things
// (client/lib/overlay-room.ts) re-place themselves without a scroll. Apart from overlay-room.ts so that the bar,
// drawn with the page, does not bring the placing code, which loads with the floating things.
export const OVERLAY_CHANGE = 'mezat:overlay'
export const announceOverlayChange = () => window.dispatchEvent(new Event(OVERLAY_CHANGE))
