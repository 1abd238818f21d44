import { getAlert } from '@latch/core/errors'
import { afterEach, describe, expect, it } from 'vitest'
import { speakLocale } from '../testing/speakLocale.js'
import { setActiveLocale } from './activeLocale.js'
import { alertTexts } from './alertTexts.js'

afterEach(() => setActiveLocale('en', undefined))

describe('alertTexts', () => {
  it('default: in English, core’s texts', () => {
    const alert = getAlert('SERVER_ERROR', { cause: 'Bad gateway' })
    expect(alertTexts(alert)).toEqual({
      shortMessage: alert.shortMessage,
      longMessage: alert.longMessage,
    })
  })

  it('behavior: both texts in the locale in use, features filled and the cause after', async () => {
    const { alerts } = await speakLocale('fr')
    expect(alertTexts(getAlert('SERVER_ERROR', { cause: 'Bad gateway' }))).toEqual({
      shortMessage: alerts.SERVER_ERROR.shortMessage,
      longMessage: `${alerts.SERVER_ERROR.longMessage} (Bad gateway)`,
    })
    const ignored = alertTexts(
      getAlert('LOCAL_CONFIGURATION_IGNORED', { features: ['features.email', 'features.swaps'] }),
    )
    expect(ignored.longMessage).toBe(
      alerts.LOCAL_CONFIGURATION_IGNORED.longMessage.replace(
        '{features}',
        'features.email, features.swaps',
      ),
    )
    expect(ignored.longMessage).not.toContain('Your local configuration')
  })
})
