import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode, qrPath } from './QrCode.js'

describe('qrPath', () => {
  it('default: one unit square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
    expect(qrPath([[false]])).toBe('')
  })
})

describe('QrCode', () => {
  it('behavior: a labelled SVG of the encoder’s matrix, dark on white', async () => {
    render(<QrCode value="0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb" label="QR code" />)
    expect(screen.getByRole('status')).toBeTruthy()
    const svg = await screen.findByRole('img', { name: 'QR code' })
    const { data } = encode('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', { ecc: 'M', border: 2 })
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${data.length} ${data.length}`)
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrPath(data))
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
  })
})
