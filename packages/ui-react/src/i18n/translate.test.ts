import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { t } from './translate.js'

describe('t', () => {
  it('default: the English text of a key', () => {
    expect(t('button.connect')).toBe('Connect Wallet')
  })

  it('parameters: values fill the placeholders', () => {
    expect(t('connecting.continueIn', { wallet: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(t('button.connectedLabel', { address: '0x12…34', network: 'Ethereum' })).toBe(
      'Account 0x12…34 on Ethereum',
    )
  })

  it('behavior: every message is non-empty text', () => {
    for (const text of Object.values(en)) expect(text.trim()).not.toBe('')
  })
})
