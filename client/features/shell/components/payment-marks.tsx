// Small drawings of the accepted card schemes, 3-D Secure and the trade registry badge
// (footer). Drawn here, so no third-party image is loaded.
import { t } from '#client/i18n/tr.ts'
import type { ReactNode } from 'react'

function Mark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <svg viewBox="0 0 60 38" className="h-8 w-auto" role="img" aria-label={label}>
        <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill="#fff" stroke="#cbd5e1" />
        {children}
      </svg>
    </li>
  )
}

export function PaymentMarks() {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t.footer.paymentMethods}>
      <Mark label="Visa">
        <text
          x="30"
          y="25"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="15"
          fontStyle="italic"
          fontWeight="900"
          fill="#1a1f71"
        >
          VISA
        </text>
      </Mark>
      <Mark label="Mastercard">
        <circle cx="25" cy="19" r="10" fill="#eb001b" />
        <circle cx="35" cy="19" r="10" fill="#f79e1b" />
        <path d="M30 10.3a10 10 0 0 1 0 17.4 10 10 0 0 1 0-17.4Z" fill="#ff5f00" />
      </Mark>
      <Mark label="Troy">
        <text x="30" y="24" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="900" fill="#0b4f6c">
          troy
        </text>
        <rect x="18" y="27" width="24" height="2.5" rx="1.2" fill="#18a999" />
      </Mark>
      <Mark label="American Express">
        <rect x="6" y="8" width="48" height="22" rx="3" fill="#2e77bc" />
        <text x="30" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="900" fill="#fff">
          AMEX
        </text>
      </Mark>
    </ul>
  )
}

export function ThreeDSecureMark() {
  return (
    <svg viewBox="0 0 92 38" className="h-8 w-auto" role="img" aria-label={t.footer.threeDSecure}>
      <rect x="0.5" y="0.5" width="91" height="37" rx="5" fill="#fff" stroke="#cbd5e1" />
      <path d="M17 7l9 3.4v7.2c0 6-4 10.6-9 12.4-5-1.8-9-6.4-9-12.4v-7.2Z" fill="#047857" />
      <path d="m12.8 18.6 3 3 5.6-6" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      <text x="32" y="17" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="900" fill="#142048">
        3D
      </text>
      <text x="32" y="29" fontFamily="Arial, sans-serif" fontSize="9.5" fontWeight="700" fill="#142048">
        SECURE
      </text>
    </svg>
  )
}

/** "Ticaret siciline kayıtlı" seal with the registry number when known. */
export function RegistryBadge({ registryNo, mersisNo }: { registryNo: string | null; mersisNo: string | null }) {
  return (
    <div className="flex items-center gap-3 rounded-control bg-white/5 px-3 py-2 ring-1 ring-white/15">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="#fbbf24" />
        <circle cx="20" cy="20" r="14" fill="none" stroke="#142048" strokeWidth="1.5" strokeDasharray="2 2" />
        <path d="M13 21.5l4.5 4.5 9.5-10" fill="none" stroke="#142048" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="text-xs leading-5">
        <p className="font-bold text-white">{t.footer.registryBadge}</p>
        {registryNo ? (
          <p className="text-brand-200">
            {t.footer.tradeRegistry}: <span className="tabular">{registryNo}</span>
          </p>
        ) : null}
        {mersisNo ? (
          <p className="text-brand-200">
            {t.footer.mersis}: <span className="tabular">{mersisNo}</span>
          </p>
        ) : null}
      </div>
    </div>
  )
}
