import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initialsOf, WalletIcon } from './WalletIcon.js'

describe('initialsOf', () => {
  it('default: up to two initials, upper case', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('zerion')).toBe('Z')
    expect(initialsOf('my-cool.wallet app')).toBe('MC')
    expect(initialsOf('')).toBe('')
  })
})

describe('WalletIcon', () => {
  it('behavior: a safe URL as an image; an unsafe one or a broken image as initials', () => {
    const { container, rerender } = render(
      <WalletIcon name="Rainbow" imageUrl="https://example.org/rainbow.png" />,
    )
    const image = container.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('https://example.org/rainbow.png')
    expect(image.getAttribute('alt')).toBe('')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('R')

    rerender(<WalletIcon name="Evil Wallet" imageUrl="javascript:alert(1)" />)
    expect(container.querySelector('img')).toBeNull()
    const initials = container.querySelector('[data-initials]') as HTMLElement
    expect(initials.dataset.initials).toBe('EW')
    expect(initials.getAttribute('aria-hidden')).toBe('true')
    expect(initials.textContent).toBe('')
  })
})
