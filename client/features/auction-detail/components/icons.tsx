// Icons of the detail page that the design system does not have (same 24×24 stroke style).
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>
const base = (className = 'size-5') => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  className,
  'aria-hidden': true,
  focusable: 'false' as const,
})

export const HeartIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  </svg>
)
export const ZoomInIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </svg>
)
export const ZoomOutIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </svg>
)
export const ExpandIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </svg>
)
export const ChevronLeftIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <path d="m15 6-6 6 6 6" />
  </svg>
)
export const TruckIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <path d="M10 17h4V5H2v12h3M14 8h4l4 4v5h-3" />
    <circle cx="7.5" cy="17.5" r="2.5" />
    <circle cx="16.5" cy="17.5" r="2.5" />
  </svg>
)
export const ChatIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />
  </svg>
)
export const BoltIcon = ({ className, ...rest }: IconProps) => (
  <svg {...base(className)} {...rest}>
    <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8Z" />
  </svg>
)
