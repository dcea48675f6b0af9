// Where the lot page's "similar sold" section goes: an empty placeholder until it comes within a screen
// of view, then the section's own chunk (similar-sold.tsx) loads and fetches. Kept tiny: it is part of the
// lot page's first visit (docs/first-visit.md).
import { Suspense, useEffect, useRef, useState } from 'react'
import type { SimilarSoldProps } from './similar-sold.tsx'
import { lazyPiece } from '#client/lib/lazy-piece.ts'

const SimilarSold = lazyPiece(() => import('./similar-sold.tsx'))

export function SimilarSoldSlot(props: SimilarSoldProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const node = ref.current
    if (!node || near) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true)
    }, { rootMargin: '400px 0px' })
    observer.observe(node)
    return () => observer.disconnect()
  }, [near])
  return (
    <div ref={ref} className="min-h-px">
      {near ? (
        <Suspense fallback={null}>
          <SimilarSold {...props} />
        </Suspense>
      ) : null}
    </div>
  )
}
