// The frame of the checkout steps: the page title, the stepper and the step's content.
import type { ReactNode } from 'react'
import { CheckoutSteps, type StepKey } from './checkout-steps.tsx'

export function CheckoutLayout({
  title,
  step,
  skipInvoice,
  children,
}: {
  title: string
  step: StepKey
  skipInvoice: boolean
  children: ReactNode
}) {
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-end">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        <div className="lg:col-span-2 lg:row-start-2">
          <div className="mx-auto max-w-2xl">
            <CheckoutSteps current={step} skipInvoice={skipInvoice} />
          </div>
        </div>
      </div>
      {children}
    </div>
  )
}
