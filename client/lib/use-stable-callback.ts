// A callback whose identity lasts the component's life and which always runs the latest render's function:
// what a memoised child (React.memo) can take without being rendered again for a new closure each render.
// Not for calling during render (it sees the previous render's function until the commit).
import { useCallback, useLayoutEffect, useRef } from 'react'

export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
