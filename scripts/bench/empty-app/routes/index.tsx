// The empty app's one page: a paragraph, with one query as Mezat's pages have (answered without a request).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

const greeting = queryOptions({ queryKey: ['greeting'], queryFn: () => Promise.resolve('Merhaba') })

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(greeting),
  component: Page,
})

function Page() {
  const { data } = useQuery(greeting)
  return <p className="p-4 text-base">{data}, boş uygulama.</p>
}
