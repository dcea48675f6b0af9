// Settings: the buyer's service fee and the seller's commission (percent), the e-commerce withholding and the
// monthly reports (docs/law.md), and each cargo firm's name, price, order and whether it is offered.
import { SectionCard } from '#client/components/ui/card.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { tah } from '#client/i18n/tr-after-hammer.ts'
import { tr } from '#common/messages.ts'
import { ReportHoursForm } from '#common/reports.ts'
import type { AdminSettings } from '#common/schemas/admin-answers.ts'
import { CargoChannelForm, SettingsForm } from '#common/schemas/admin-people.ts'
import { PayDeadlineForm } from '#common/schemas/after-the-hammer.ts'
import { WithholdingForm } from '#common/schemas/money-law.ts'
import { ReserveThresholdForm } from '#common/schemas/reserve.ts'
import { TradeVerificationForm } from '#common/schemas/trade-verification.ts'
import { TRADE_VERIFICATION_LEVELS, type TradeVerification } from '#common/trade-verification.ts'
import type { ReactNode } from 'react'
import type { ZodType } from 'zod'
import { CulturalReportCard } from './cultural-report.tsx'
import { Check, Options, SelectField, SortField, TextField, useAdminForm, type AdminForm } from './form.tsx'
import { SaveForm } from './kit.tsx'
import { MoneyReportsCard } from './money-reports.tsx'
import { AdminPage } from './ui.tsx'

const f = ta.field

/** One settings form: its own values, saved in place to `path`. */
function InlineForm({ schema, initial, path, children }: Form) {
  const form = useAdminForm(schema, initial)
  return (
    <SaveForm form={form} path={path} refresh={['settings']}>
      {children(form)}
    </SaveForm>
  )
}

type Form = { schema: ZodType; initial: Record<string, unknown>; path: string; children: (form: AdminForm) => ReactNode }

/** A settings card: its title, the lead above its fields, and its own form saved in place. */
function SettingCard({ title, lead, testId, ...form }: Form & { title: string; lead: string; testId?: string | undefined }) {
  return (
    <SectionCard title={title}>
      <InlineForm {...form}>
        {(values) => (
          <div className="space-y-3" data-testid={testId}>
            <p className="text-sm text-ink-muted">{lead}</p>
            {form.children(values)}
          </div>
        )}
      </InlineForm>
    </SectionCard>
  )
}

/** The settings that are one whole number: each its own card and form. */
type WholeNumber = {
  name: 'pay_deadline_days' | 'reserve_threshold' | 'report_response_hours'
  title: string
  lead: string
  label: string
  schema: ZodType
  path: string
  testId?: string
  className?: string
}
const WHOLE_NUMBERS: WholeNumber[] = [
  {
    name: 'pay_deadline_days',
    title: tah.admin.payDeadline,
    lead: tah.admin.payDeadlineLead,
    label: tah.admin.payDeadlineField,
    schema: PayDeadlineForm,
    path: '/api/admin/settings/pay-deadline',
  },
  {
    name: 'reserve_threshold',
    title: tr.reserve.thresholdTitle,
    lead: tr.reserve.thresholdLead,
    label: tr.reserve.thresholdField,
    schema: ReserveThresholdForm,
    path: '/api/admin/settings/reserve-threshold',
    testId: 'reserve-threshold-setting',
    className: 'max-w-xs',
  },
  {
    name: 'report_response_hours',
    title: tr.reports.hoursTitle,
    lead: tr.reports.hoursLead,
    label: tr.reports.hoursField,
    schema: ReportHoursForm,
    path: '/api/admin/settings/report-hours',
    testId: 'report-hours-setting',
    className: 'max-w-xs',
  },
]

export function SettingsScreen({ settings }: { settings: AdminSettings }) {
  return (
    <AdminPage title={ta.settings.title} lead={ta.settings.lead}>
      <SectionCard title={ta.settings.rates}>
        <InlineForm
          schema={SettingsForm}
          path="/api/admin/settings"
          initial={{
            commission_rate_buyer: String(settings.commission_rate_buyer),
            commission_rate_seller: String(settings.commission_rate_seller),
          }}
        >
          {(form) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={f.commissionBuyer} inputMode="decimal" {...form.text('commission_rate_buyer')} />
              <TextField label={f.commissionSeller} inputMode="decimal" {...form.text('commission_rate_seller')} />
            </div>
          )}
        </InlineForm>
      </SectionCard>
      <SettingCard
        title={ta.settings.verification}
        lead={ta.settings.verificationLead}
        schema={TradeVerificationForm}
        path="/api/admin/settings/verification"
        initial={{ trade_verification: settings.trade_verification }}
      >
        {(form) => (
          <>
            <SelectField label={ta.settings.verificationField} {...form.text('trade_verification')}>
              <Options
                items={TRADE_VERIFICATION_LEVELS}
                value={(level) => level}
                label={(level) => ta.settings.verificationLevels[level]}
              />
            </SelectField>
            <p className="rounded-control bg-brand-50 p-3 text-sm text-brand-900" data-testid="verification-rule">
              {tr.tradeVerification.rule[form.values.trade_verification as TradeVerification] ?? tr.tradeVerification.rule.none}
            </p>
          </>
        )}
      </SettingCard>
      {WHOLE_NUMBERS.map((n) => (
        <SettingCard
          key={n.name}
          title={n.title}
          lead={n.lead}
          testId={n.testId}
          schema={n.schema}
          path={n.path}
          initial={{ [n.name]: String(settings[n.name]) }}
        >
          {(form) => <TextField label={n.label} inputMode="numeric" className={n.className} {...form.text(n.name)} />}
        </SettingCard>
      ))}
      <SettingCard
        title={tr.moneyLaw.withholdingTitle}
        lead={tr.moneyLaw.withholdingLead}
        testId="withholding-setting"
        schema={WithholdingForm}
        path="/api/admin/settings/withholding"
        initial={{
          withholding_enabled: settings.withholding_enabled,
          withholding_rate: String(settings.withholding_rate).replace('.', ','),
        }}
      >
        {(form) => (
          <>
            <Check form={form} name="withholding_enabled" label={tr.moneyLaw.withholdingEnabled} />
            <TextField label={tr.moneyLaw.withholdingRate} inputMode="decimal" className="max-w-xs" {...form.text('withholding_rate')} />
          </>
        )}
      </SettingCard>
      <MoneyReportsCard />
      <CulturalReportCard />
      <SectionCard title={ta.settings.cargo}>
        <div className="divide-y divide-line">
          {settings.cargo_channels.map((c) => (
            <div key={c.code} className="py-4 first:pt-0 last:pb-0">
              <p className="mb-2 text-xs font-semibold text-ink-subtle uppercase">{c.code}</p>
              <InlineForm
                schema={CargoChannelForm}
                path={`/api/admin/cargo-channels/${c.code}`}
                initial={{
                  cargo_channel_title: c.cargo_channel_title,
                  price: String(c.price).replace('.', ','),
                  is_active: c.is_active,
                  sort_order: String(c.sort_order),
                }}
              >
                {(form) => (
                  <>
                    <div className="grid gap-4 sm:grid-cols-3">
                      <TextField label={f.cargoTitle} required {...form.text('cargo_channel_title')} />
                      <TextField label={f.cargoPrice} inputMode="decimal" required {...form.text('price')} />
                      <SortField form={form} />
                    </div>
                    <Check form={form} name="is_active" label={ta.settings.active} />
                  </>
                )}
              </InlineForm>
            </div>
          ))}
        </div>
      </SectionCard>
    </AdminPage>
  )
}
