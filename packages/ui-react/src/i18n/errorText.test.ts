import { ConnectionError, FrameError } from '@latch/core'
import { connectionErrorMessages, snackbars } from '@latch/core/errors'
import { afterEach, describe, expect, it } from 'vitest'
import { speakLocale } from '../testing/speakLocale.js'
import { catalogueText, setActiveLocale } from './activeLocale.js'
import { errorText } from './errorText.js'

afterEach(() => setActiveLocale('en', undefined))

describe('errorText', () => {
  it('default: in English, the error’s message', () => {
    const error = new ConnectionError('FAILED_TO_DISCONNECT_CHAINS', { values: { reason: 'x' } })
    expect(errorText(error)).toBe('Failed to disconnect chains: x')
    expect(errorText(new Error('boom'))).toBe('boom')
  })

  it('behavior: a catalogue error in the locale in use, its values filled', async () => {
    const { texts } = await speakLocale('fr')
    const rejected = texts[connectionErrorMessages.CONNECTION_REJECTED]
    expect(errorText(new ConnectionError('CONNECTION_REJECTED'))).toBe(rejected)
    expect(rejected).not.toBe('Connection rejected')

    const template = texts['Failed to disconnect chains: {reason}']
    const error = new ConnectionError('FAILED_TO_DISCONNECT_CHAINS', {
      values: { reason: 'timeout' },
    })
    expect(errorText(error)).toBe(template.replace('{reason}', 'timeout'))
  })

  it('behavior: a text the error brought (a wallet’s, the frame’s) stays as it is', async () => {
    await speakLocale('fr')
    expect(errorText(FrameError.fromReply('The user cancelled in the frame'))).toBe(
      'The user cancelled in the frame',
    )
    expect(errorText(new Error('User rejected the request.'))).toBe('User rejected the request.')
  })

  it('behavior: right to left, the values are isolated so they read left to right', async () => {
    const { texts } = await speakLocale('ar')
    const error = new ConnectionError('FAILED_TO_DISCONNECT_CHAINS', {
      values: { reason: 'eip155:1' },
    })
    expect(errorText(error)).toBe(
      texts['Failed to disconnect chains: {reason}'].replace('{reason}', '\u2068eip155:1\u2069'),
    )
  })
})

describe('catalogueText', () => {
  it('behavior: core’s snackbar text translated; any other text as it is', async () => {
    const { texts } = await speakLocale('fr')
    const message = snackbars.TRANSACTIONS_FETCH_FAILED.message
    expect(catalogueText(message)).toBe(texts[message])
    expect(catalogueText(message)).not.toBe(message)
    expect(catalogueText('Adresse copiée')).toBe('Adresse copiée')
  })
})
