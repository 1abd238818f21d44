import { useEffect, useState } from 'react'
import { t } from '../i18n/translate.js'

/** The SVG path of a QR matrix's dark modules, one unit square each. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = ''
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return path
}

type Encoded = { value: string; modules: boolean[][] } | { value: string; failed: true }

/**
 * `value` as a QR code, drawn as an SVG (dark on white whatever the theme, so that cameras
 * read it). The encoder is its own chunk, fetched the first time a QR code is shown.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [encoded, setEncoded] = useState<Encoded | undefined>(undefined)
  useEffect(() => {
    let current = true
    import('uqr').then(
      ({ encode }) => {
        if (current) setEncoded({ value, modules: encode(value, { ecc: 'M', border: 2 }).data })
      },
      () => {
        if (current) setEncoded({ value, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [value])

  if (encoded?.value !== value) {
    return (
      <div className="latch-qr latch-qr--loading" role="status">
        <span className="latch-spinner" aria-hidden="true" />
        <span className="latch-visually-hidden">{t('qr.loading')}</span>
      </div>
    )
  }
  if ('failed' in encoded) {
    return (
      <p className="latch-error" role="alert">
        {t('qr.failed')}
      </p>
    )
  }
  const size = encoded.modules.length
  return (
    <svg
      className="latch-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(encoded.modules)} fill="#000" />
    </svg>
  )
}
