import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { shellMessages } from './shellMessages.js'
import { t } from './shellTranslate.js'

describe('t of the modal’s shell', () => {
  it('default: the English text of a shell key', () => {
    expect(t('connect.allWallets')).toBe('All wallets')
  })

  it('parameters: values fill the placeholders', () => {
    expect(t('button.connectedLabel', { address: '0x12…34', network: 'Ethereum' })).toBe(
      'Account 0x12…34 on Ethereum',
    )
  })

  it('behavior: the shell’s texts are the catalogue’s, word for word', () => {
    for (const [key, text] of Object.entries(shellMessages)) {
      expect(en[key as keyof typeof shellMessages]).toBe(text)
    }
  })
})
