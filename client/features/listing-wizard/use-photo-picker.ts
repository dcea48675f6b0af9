// Choosing a listing's photos (the gallery of step 4, the condition report's own): each chosen file is made
// small in the browser (resize.ts) up to `max` photos, a file that cannot be read is named in a toast, and a
// removed photo frees its preview's object URL.
import { toast } from '#client/components/ui/toast.tsx'
import { tm } from '#client/i18n/tr-member.ts'
import { useRef, useState } from 'react'
import { preparePhoto, type Prepared } from './resize.ts'

export type Photo = Prepared & { id: string; url: string; name: string }

export function usePhotoPicker<P extends Photo>(
  photos: P[],
  setPhotos: (update: (p: P[]) => P[]) => void,
  max: number,
  /** The photo as the list holds it (the condition report's adds an empty caption). */
  make: (photo: Photo) => P,
) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  const add = async (files: FileList | null) => {
    if (!files?.length) return
    setBusy(true)
    const ready: P[] = []
    for (const file of Array.from(files).slice(0, Math.max(0, max - photos.length))) {
      try {
        const prepared = await preparePhoto(file)
        ready.push(make({ ...prepared, id: crypto.randomUUID(), url: URL.createObjectURL(prepared.thumb), name: file.name }))
      } catch {
        toast.error(tm.wizard.photoFailed(file.name))
      }
    }
    setPhotos((p) => [...p, ...ready].slice(0, max))
    setBusy(false)
    if (inputRef.current) inputRef.current.value = ''
  }
  const remove = (id: string) =>
    setPhotos((p) => {
      const gone = p.find((x) => x.id === id)
      if (gone) URL.revokeObjectURL(gone.url)
      return p.filter((x) => x.id !== id)
    })
  return { inputRef, busy, add, remove }
}
