// The cargo label: 100 mm × 100 mm, ready to print, with the
// sender, the receiver, the order, the carrier and the barcode number as Code 128 (quiet zones of 10
// modules, bars at least 0,6 mm wide) that a scanner reads. Only the label is printed.
import { Spinner } from '#client/components/ui/spinner.tsx'
import { tc } from '#client/i18n/tr-checkout.ts'
import type { ShipmentAnswer } from '#common/schemas/shipping.ts'
import { formatDateTime, fromWireTime } from '#common/time.ts'
import { formatPhone } from '#common/validation/phone.ts'
import { useEffect, useState } from 'react'
import { bars, code128Modules, QUIET_ZONE } from '../barcode.ts'

// Printing: everything that neither holds the label nor is inside it disappears, the label's ancestors
// collapse, and the label sits at the page's corner: one 100 × 100 mm page.
const PRINT_CSS = `@page { size: 100mm 100mm; margin: 0 }
@media print {
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
  body *:not(:has(.print-label)):not(.print-label):not(.print-label *) { display: none !important; }
  *:has(.print-label) { margin: 0 !important; padding: 0 !important; min-height: 0 !important; border: 0 !important; box-shadow: none !important; overflow: visible !important; }
  .print-label { position: absolute !important; left: 0; top: 0; margin: 0 !important; box-shadow: none !important; }
}`

function Barcode({ value }: { value: string }) {
  const [modules, setModules] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void code128Modules(value).then((m) => live && setModules(m))
    return () => {
      live = false
    }
  }, [value])
  if (!modules) return <Spinner className="size-6" />
  const width = modules.length + 2 * QUIET_ZONE
  return (
    <svg
      role="img"
      aria-label={`Code 128: ${value}`}
      data-modules={modules}
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ width: '84mm', height: '20mm', display: 'block' }}
    >
      <rect width={width} height={40} fill="#fff" />
      {bars(modules).map(([x, w]) => (
        <rect key={x} x={x} width={w} height={40} fill="#000" />
      ))}
    </svg>
  )
}

const phone = (p: string | null) => (p ? formatPhone(p) : '')

export function ShippingLabel({ label }: { label: ShipmentAnswer }) {
  const c = label.cargo_result
  const d = label.delivery_info
  return (
    <>
      <style>{PRINT_CSS}</style>
      {/* On a phone the 100 mm label scrolls sideways instead of widening the page. */}
      <div className="-mx-4 overflow-x-auto px-4 py-2 sm:mx-0 sm:px-0">
        <article
          className="print-label mx-auto flex flex-col overflow-hidden bg-white text-black shadow-raised ring-1 ring-black"
          style={{ width: '100mm', height: '100mm', fontFamily: 'Arial, Helvetica, sans-serif', fontSize: '2.6mm', lineHeight: 1.25 }}
          aria-label={tc.label.title}
        >
          <header className="flex items-center justify-between border-b-2 border-black px-[3mm] py-[1.5mm]">
            <span style={{ fontSize: '5mm', fontWeight: 800 }}>{c.cargo_channel_title}</span>
            <span className="text-right" style={{ fontSize: '2.4mm' }}>
              <strong style={{ fontSize: '3.2mm' }}>MEZAT</strong>
              <br />
              {formatDateTime(fromWireTime(c.created_at))}
            </span>
          </header>
          <section className="border-b border-black px-[3mm] py-[1.2mm]">
            <p style={{ fontSize: '2.2mm', fontWeight: 700 }}>{tc.label.sender}</p>
            <p style={{ fontWeight: 700 }}>{c.seller_contact_name}</p>
            <p className="truncate">{`${c.seller_address}, ${c.seller_town} / ${c.seller_city}`}</p>
            <p>{phone(c.seller_contact_phone)}</p>
          </section>
          <section className="flex-1 border-b border-black px-[3mm] py-[1.2mm]">
            <p style={{ fontSize: '2.2mm', fontWeight: 700 }}>{tc.label.receiver}</p>
            <p style={{ fontSize: '3.6mm', fontWeight: 800 }}>{d.delivery_contact_name}</p>
            <p className="line-clamp-2" style={{ fontSize: '3mm' }}>
              {d.delivery_address}
            </p>
            <p style={{ fontSize: '3.4mm', fontWeight: 800 }}>
              {`${d.delivery_town} / ${d.delivery_city} ${d.delivery_postalcode ?? ''}`.trim()}
            </p>
            <p style={{ fontSize: '3mm' }}>{phone(d.delivery_contact_phone)}</p>
          </section>
          <section className="grid grid-cols-3 border-b border-black text-center" style={{ fontSize: '2.4mm' }}>
            <p className="border-r border-black py-[0.8mm]">
              {tc.label.order}
              <br />
              <strong style={{ fontSize: '3.2mm' }}>#{c.order_id}</strong>
            </p>
            <p className="border-r border-black py-[0.8mm]">
              {tc.label.piece}
              <br />
              <strong style={{ fontSize: '3.2mm' }}>1/1</strong>
            </p>
            <p className="py-[0.8mm]">
              {tc.label.payment}
              <br />
              <strong>{c.payment_type}</strong>
            </p>
          </section>
          <section className="flex flex-col items-center px-[3mm] pt-[1.5mm] pb-[1mm]">
            <Barcode value={c.order_item_barcode_no} />
            <p className="font-mono tracking-[0.2em]" style={{ fontSize: '3.4mm', fontWeight: 700 }} data-testid="barcode-text">
              {c.order_item_barcode_no}
            </p>
            <p style={{ fontSize: '2.4mm' }}>
              {tc.label.track}: <strong className="font-mono">{c.order_item_track_no}</strong>
            </p>
          </section>
        </article>
      </div>
    </>
  )
}
