// Icons the member area needs beyond the design system's set (24×24, stroke 2, currentColor).
import type { SVGProps } from 'react'

type P = SVGProps<SVGSVGElement>
const base = (className = 'size-5') => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: 'false' as const,
  className,
})

export const PlusIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M12 5v14M5 12h14" />
  </svg>
)
export const TrashIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
)
export const PencilIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
)
export const PinIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M12 22s7-6.1 7-12a7 7 0 1 0-14 0c0 5.9 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
)
export const CameraIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </svg>
)
export const ChatIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
)
export const BankIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M3 10h18L12 4zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
  </svg>
)
export const FileIcon = ({ className, ...rest }: P) => (
  <svg {...base(className)} {...rest}>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </svg>
)
