/** Site paths (demo assets, "/demo/…") stay as they are; R2 keys are served by the worker under /media/. */
export const mediaUrl = (pathOrKey: string | null | undefined) =>
  !pathOrKey ? null : pathOrKey.startsWith('/') || /^https?:\/\//.test(pathOrKey) ? pathOrKey : `/media/${pathOrKey}`
