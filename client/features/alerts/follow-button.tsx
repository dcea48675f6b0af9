// "Takip et" on a seller's profile and lots (docs/alerts.md): follows or stops following with
// POST/DELETE /api/sellers/{slug}/follow. Loaded lazily by those pages, so it never joins their first visit.
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-alerts.ts'
import { errorMessage } from '#client/lib/api.ts'
import { currentUser } from '#client/lib/session.ts'
import { LoginFirstLink } from '#client/features/auth/components/login-first-link.tsx'
import { useQuery } from '@tanstack/react-query'
import { followQuery, useFollow } from './queries.ts'

export default function FollowButton({ slug, sellerName }: { slug: string; sellerName: string }) {
  const { data: session } = useQuery(currentUser())
  const own = session?.user.slug === slug
  const { data: state } = useQuery({ ...followQuery(slug), enabled: !!session && !own })
  const follow = useFollow(slug)
  if (own) return null
  if (!session)
    return <LoginFirstLink title={ta.loginToFollow} label={ta.follow} />
  const following = state?.following ?? false
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={following}
      aria-label={`${following ? ta.following : ta.follow}: ${sellerName}`}
      loading={follow.isPending || !state}
      onClick={() =>
        follow.mutate(!following, { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(errorMessage(e)) })
      }
    >
      {following ? ta.following : ta.follow}
    </Button>
  )
}
