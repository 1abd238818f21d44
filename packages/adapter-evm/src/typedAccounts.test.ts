import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from './eip1193.js'
import { typedAccounts } from './typedAccounts.js'

const plain: Eip1193Provider = {
  request: async () => [],
  on: () => undefined,
  removeListener: () => undefined,
}

describe('typedAccounts', () => {
  it('labels a browser wallet’s addresses as key accounts', async () => {
    expect(await typedAccounts('io.metamask', plain, ['0xAa'])).toEqual([
      { address: '0xAa', type: 'eoa' },
    ])
  })

  it('takes the embedded wallet’s types, the reported account first, its others after', async () => {
    const embedded = {
      ...plain,
      reconnect: async () => ({
        accounts: [
          { address: '0xkey', type: 'eoa' as const },
          { address: '0xsmart', type: 'smartAccount' as const },
        ],
      }),
    }
    expect(await typedAccounts('auth', embedded, ['0xSMART'])).toEqual([
      { address: '0xsmart', type: 'smartAccount' },
      { address: '0xkey', type: 'eoa' },
    ])
  })
})
