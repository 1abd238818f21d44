import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { pageMessages } from './pageMessages.js'
import { t } from './pageTranslate.js'

describe('t of the page', () => {
  it('default: the English text of a page key', () => {
    expect(t('button.connect')).toBe('Connect Wallet')
  })

  it('parameters: values fill the placeholders', () => {
    expect(t('button.connectedLabel', { address: '0x12…34', network: 'Ethereum' })).toBe(
      'Account 0x12…34 on Ethereum',
    )
  })

  it('behavior: the page’s texts are the catalogue’s, word for word', () => {
    for (const [key, text] of Object.entries(pageMessages)) {
      expect(en[key as keyof typeof pageMessages]).toBe(text)
    }
  })
})
