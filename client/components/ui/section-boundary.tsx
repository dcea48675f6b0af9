// Suspense plus an error boundary for one section of a page: a failed query shows an
// alert with a retry button there, and the rest of the page keeps working.
import { t } from '#client/i18n/tr.ts'
import { errorMessage } from '#client/lib/api.ts'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'

type BoundaryProps = { children: ReactNode; onReset: () => void; fallback?: (error: unknown, retry: () => void) => ReactNode }

class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(JSON.stringify({ at: 'section', error: String(error), stack: info.componentStack?.slice(0, 500) }))
  }
  retry = () => {
    this.props.onReset()
    this.setState({ error: null })
  }
  override render() {
    if (this.state.error === null) return this.props.children
    if (this.props.fallback) return this.props.fallback(this.state.error, this.retry)
    return (
      <Alert
        tone="error"
        title={errorMessage(this.state.error)}
        action={
          <Button size="sm" variant="secondary" onClick={this.retry}>
            {t.common.retry}
          </Button>
        }
      />
    )
  }
}

export function SectionBoundary({
  children,
  loading,
  fallback,
}: {
  children: ReactNode
  loading: ReactNode
  fallback?: BoundaryProps['fallback']
}) {
  const { reset } = useQueryErrorResetBoundary()
  return (
    <ErrorBoundary onReset={reset} fallback={fallback}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  )
}
