import { describe, expect, it } from 'vitest'
import {
  readWalletGetAssetsParams,
  walletGetAssetsRequestSchema,
  walletGetAssetsResponseSchema,
} from './walletAssets.js'

const account = '0x52908400098527886E0F7030069857D2E4169EE7'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const reasonOf = (params: unknown) => {
  const read = readWalletGetAssetsParams(params)
  return read.success ? undefined : read.reason
}

describe('readWalletGetAssetsParams', () => {
  it('default: an account alone', () => {
    expect(readWalletGetAssetsParams([{ account }])).toEqual({
      success: true,
      request: { account },
    })
  })

  it('parameters: every filter, in both of ERC-7811’s asset forms', () => {
    const request = {
      account,
      assetFilter: {
        '0x7a69': [token, 'native'],
        '0x7a6a': [
          { address: token, type: 'erc20' },
          { address: 'native', type: 'native' },
        ],
        '0x1': [],
      },
      assetTypeFilter: ['NATIVE', 'erc20'],
      chainFilter: ['0x7a69', '0x7A6A'],
    }
    expect(readWalletGetAssetsParams([request])).toEqual({ success: true, request })
  })

  it('behavior: params that are not [request] are refused', () => {
    const shape = 'params must be [{ account, assetFilter?, assetTypeFilter?, chainFilter? }]'
    expect(reasonOf(undefined)).toBe(shape)
    expect(reasonOf({ account })).toBe(shape)
    expect(reasonOf([])).toBe(shape)
    expect(reasonOf([{ account }, { account }])).toBe(shape)
    expect(reasonOf(['0x1'])).toBe(
      'params must be an object { account, assetFilter?, assetTypeFilter?, chainFilter? }',
    )
  })

  it('behavior: the account is a 0x address', () => {
    const message = 'account must be a 0x address of 40 hex digits'
    expect(reasonOf([{}])).toBe(message)
    expect(reasonOf([{ account: 42 }])).toBe(message)
    expect(reasonOf([{ account: '0x1234' }])).toBe(message)
    expect(reasonOf([{ account: account.slice(2) }])).toBe(message)
    expect(reasonOf([{ account: `${account.slice(0, -1)}Z` }])).toBe(message)
  })

  it('behavior: chainFilter is a list of hex chain ids', () => {
    expect(reasonOf([{ account, chainFilter: '0x1' }])).toBe(
      'chainFilter must be a list of hex chain ids',
    )
    expect(reasonOf([{ account, chainFilter: [1] }])).toBe(
      'chainFilter.0 must be a 0x hex chain id',
    )
    expect(reasonOf([{ account, chainFilter: ['0x7a69', 'eip155:1'] }])).toBe(
      'chainFilter.1 must be a 0x hex chain id',
    )
    expect(reasonOf([{ account, chainFilter: ['0x'] }])).toBe(
      'chainFilter.0 must be a 0x hex chain id',
    )
  })

  it('behavior: assetTypeFilter is a list of type names', () => {
    expect(reasonOf([{ account, assetTypeFilter: 'erc20' }])).toBe(
      'assetTypeFilter must be a list of asset types',
    )
    expect(reasonOf([{ account, assetTypeFilter: [''] }])).toBe(
      'assetTypeFilter.0 must be an asset type such as "native" or "erc20"',
    )
    expect(reasonOf([{ account, assetTypeFilter: [20] }])).toBe(
      'assetTypeFilter.0 must be an asset type such as "native" or "erc20"',
    )
  })

  it('behavior: assetFilter maps hex chain ids to lists of assets', () => {
    expect(reasonOf([{ account, assetFilter: [token] }])).toBe(
      'assetFilter must map 0x hex chain ids to lists of assets',
    )
    expect(reasonOf([{ account, assetFilter: { '0x1': token } }])).toBe(
      'assetFilter.0x1 must be a list of assets',
    )
    expect(reasonOf([{ account, assetFilter: { '0x1': ['0xabc'] } }])).toBe(
      'assetFilter.0x1.0 must be a 0x address of 40 hex digits',
    )
    expect(reasonOf([{ account, assetFilter: { '0x1': [{ type: 'erc20' }] } }])).toBe(
      'assetFilter.0x1.0 must be an asset address, "native", or { address, type }',
    )
    expect(reasonOf([{ account, assetFilter: { mainnet: [token] } }])).toBe(
      'assetFilter.mainnet must map 0x hex chain ids to lists of assets',
    )
  })

  it('behavior: the request schema keeps only the known fields', () => {
    expect(walletGetAssetsRequestSchema.parse({ account, extra: 1 })).toEqual({ account })
  })
})

describe('walletGetAssetsResponseSchema', () => {
  const native = {
    address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    balance: '0xde0b6b3a7640000',
    type: 'NATIVE',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://x/eth' },
  }
  const accepts = (answer: unknown) => walletGetAssetsResponseSchema.safeParse(answer).success

  it('default: a map of lists of valid assets (SPEC.md §5)', () => {
    const erc20 = { ...native, address: token, type: 'ERC20' }
    expect(accepts({ '0x7a69': [native, erc20], '0x7a6a': [] })).toBe(true)
    // An asset no source prices has no price rather than 0.
    const { price: _price, ...unpriced } = native.metadata
    expect(accepts({ '0x7a69': [{ ...native, metadata: unpriced }] })).toBe(true)
  })

  it('behavior: anything else is refused', () => {
    expect(accepts([native])).toBe(false)
    expect(accepts({ '31337': [native] })).toBe(false)
    expect(accepts({ '0x7a69': native })).toBe(false)
    expect(accepts({ '0x7a69': [{ ...native, type: 'ERC721' }] })).toBe(false)
    expect(accepts({ '0x7a69': [{ ...native, balance: 1 }] })).toBe(false)
    expect(accepts({ '0x7a69': [{ ...native, balance: '1' }] })).toBe(false)
    expect(
      accepts({ '0x7a69': [{ ...native, metadata: { ...native.metadata, decimals: '18' } }] }),
    ).toBe(false)
    expect(
      accepts({ '0x7a69': [{ ...native, metadata: { ...native.metadata, price: '1' } }] }),
    ).toBe(false)
    const { iconUrl: _icon, ...noIcon } = native.metadata
    expect(accepts({ '0x7a69': [{ ...native, metadata: noIcon }] })).toBe(false)
  })
})
