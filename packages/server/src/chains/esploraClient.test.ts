import { bitcoinDevAccounts, type LocalBitcoin, startLocalBitcoin } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createEsploraClient, EsploraError } from './esploraClient.js'

const [account] = bitcoinDevAccounts
if (!account) throw new Error('the local ledger has dev accounts')
const address = account.payment.address

let bitcoin: LocalBitcoin
beforeAll(async () => {
  bitcoin = await startLocalBitcoin()
})
afterAll(() => bitcoin.stop())

describe('createEsploraClient', () => {
  test('default: reads an address of the local ledger: its sums and its transactions', async () => {
    const client = createEsploraClient({ esploraUrl: bitcoin.url })
    await expect(client.getAddressStats(address)).resolves.toEqual({
      chain: { funded: 1_000_000_000n, spent: 0n },
      mempool: { funded: 0n, spent: 0n },
    })
    const [funding, ...none] = await client.getAddressTransactions(address)
    expect(none).toEqual([])
    expect(funding?.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(funding?.blockTime).toEqual(expect.any(Number))
    expect(funding?.outputs).toContainEqual({ address, value: 1_000_000_000n })
    expect(funding?.inputs.every((input) => input !== null && input.value > 0n)).toBe(true)
    await expect(client.getConfirmedTransactions(address, undefined)).resolves.toEqual([funding])
    await expect(client.getConfirmedTransactions(address, funding?.txid)).resolves.toEqual([])
  })

  test('behavior: a coinbase input has no output it spends', async () => {
    const miner = bitcoinDevAccounts[1]?.ordinals.address ?? expect.unreachable()
    await bitcoin.mine(1, miner)
    const [coinbase] = await createEsploraClient({
      esploraUrl: bitcoin.url,
    }).getAddressTransactions(miner)
    expect(coinbase?.inputs).toEqual([null])
  })

  test.each([
    ['an error status', () => new Response('Address not found', { status: 400 }), /HTTP 400/],
    ['not JSON', () => new Response('<html>'), /the answer is not JSON/],
    ['another shape', () => Response.json({ chain_stats: {} }), /not an Esplora answer/],
  ])('behavior: %s is an EsploraError', async (_case, answer, message) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer())
    const client = createEsploraClient({ esploraUrl: 'http://esplora.test/api' }, { fetch })
    const failure = client.getAddressStats(address)
    await expect(failure).rejects.toThrow(EsploraError)
    await expect(failure).rejects.toThrow(message)
    expect(fetch.mock.calls[0]?.[0]).toBe(`http://esplora.test/api/address/${address}`)
  })
})
