import { runtimeLoadFailedAlert } from '@latch/core/errors'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setActiveLocale } from './i18n/activeLocale.js'
import { LoadFailedAlert } from './LoadFailedAlert.js'
import { speakLocale } from './testing/speakLocale.js'

afterEach(() => setActiveLocale('en', undefined))

const action = { label: 'Try again', run: () => {} }

describe('LoadFailedAlert', () => {
  it('default: core’s texts in English', () => {
    render(<LoadFailedAlert alert={runtimeLoadFailedAlert} action={action} />)
    expect(screen.getByRole('alert').textContent).toContain(runtimeLoadFailedAlert.shortMessage)
  })

  it('behavior: in the locale in use once its texts have loaded', async () => {
    const { alerts } = await speakLocale('de')
    render(<LoadFailedAlert alert={runtimeLoadFailedAlert} action={action} />)
    const text = screen.getByRole('alert').textContent
    expect(text).toContain(alerts.RUNTIME_LOAD_FAILED.shortMessage)
    expect(text).toContain(alerts.RUNTIME_LOAD_FAILED.longMessage)
    expect(text).not.toContain(runtimeLoadFailedAlert.shortMessage)
  })
})
