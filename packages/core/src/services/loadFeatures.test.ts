import { describe, expect, it, vi } from 'vitest'
import { loadFeatures } from './loadFeatures.js'

describe('loadFeatures', () => {
  it('default: the remote configuration decides remote-controlled features', async () => {
    const showAlert = vi.fn()
    const { features } = await loadFeatures({
      getRemote: async () => ({ email: false, multiWallet: true }),
      showAlert,
    })
    expect(features).toMatchObject({ email: false, multiWallet: true, socials: false })
    expect(showAlert).not.toHaveBeenCalled()
  })

  it('behavior: local settings the remote overrode raise the warning alert', async () => {
    const showAlert = vi.fn()
    await loadFeatures({
      getRemote: async () => ({ email: true }),
      local: { email: false },
      showAlert,
    })
    expect(showAlert).toHaveBeenCalledWith('LOCAL_CONFIGURATION_IGNORED', {
      features: ['features.email'],
    })
  })

  it('behavior: a failed fetch uses the local values and only warns', async () => {
    const warn = vi.fn()
    const { features } = await loadFeatures({
      getRemote: async () => Promise.reject(new Error('offline')),
      local: { email: false },
      showAlert: vi.fn(),
      warn,
    })
    expect(features).toMatchObject({ email: false, activity: true, multiWallet: false })
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('behavior: basic mode asks nothing and turns remote features off', async () => {
    const getRemote = vi.fn(async () => ({ email: true }))
    const { features } = await loadFeatures({ getRemote, basic: true, showAlert: vi.fn() })
    expect(getRemote).not.toHaveBeenCalled()
    expect(features).toMatchObject({ email: false, swaps: false })
  })
})
