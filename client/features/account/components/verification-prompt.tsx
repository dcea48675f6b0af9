// E-mail verification state: verified, or a
// warning with the "E-postayı tekrar gönder" button (short enough for a 390 px phone; the title names the e-mail).
import { Alert } from '#client/components/ui/alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { useResendVerification } from '../use-resend-verification.ts'

export function VerificationPrompt({ email, verifiedAt }: { email: string; verifiedAt: string | null }) {
  const resend = useResendVerification()
  if (verifiedAt) return <Alert tone="success">{t.profile.verified}</Alert>
  return (
    <Alert
      tone="warning"
      title={t.profile.unverifiedTitle}
      action={
        <Button
          size="sm"
          variant="secondary"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (message) => toast.success(message),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {t.profile.resend}
        </Button>
      }
    >
      {t.profile.unverifiedBody(email)}
    </Alert>
  )
}
