import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { cosmosDevAccounts, createCosmosTestWallet } from '@latch/test-wallets'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContentScriptWindow } from '../contentScriptWindow.js'
import { localCosmosHubSpec } from './cosmosLocalChainSpec.js'
import { type KeplrBackground, startKeplrBackground } from './keplrBackground.js'
import { keplrChainInfoOf } from './keplrChainInfo.js'

// The messages as @keplr-wallet/provider's InjectedKeplr posts them, on a page of happy-dom;
// the cosmos adapter's contract tests run InjectedKeplr itself against this background.
const chainId = localCosmosHubSpec.chainId
const chainInfo = keplrChainInfoOf({
  rpcUrl: 'http://127.0.0.1:26657',
  chainId,
  chainName: localCosmosHubSpec.chainName,
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  currencies: [localCosmosHubSpec.feeCurrency, localCosmosHubSpec.secondCurrency],
  minGasPrice: '0.025',
  gasPrice: '0.025uatom',
  blockIntervalMs: 1_000,
  accounts: cosmosDevAccounts,
})
const [first, second] = cosmosDevAccounts
if (!first || !second) throw new Error('dev accounts missing')

let page: Window
let background: KeplrBackground | undefined
let next = 0

afterEach(async () => {
  background?.stop()
  await page.happyDOM.close()
})

function start(metaId?: string) {
  const wallet = createCosmosTestWallet({
    accounts: cosmosDevAccounts.slice(0, 2),
    chains: [chainInfo],
  })
  page = new Window({ url: 'https://shop.example/' })
  background = startKeplrBackground({
    wallet,
    window: page as unknown as ContentScriptWindow,
    ...(metaId ? { metaId } : {}),
  })
  return wallet
}

type Result = { return?: unknown; error?: unknown }

/** Posts a proxy request as InjectedKeplr does and resolves with the result for its id. */
function send(
  method: string,
  args: unknown,
  extra: Record<string, unknown> = {},
  type = 'proxy-request',
) {
  const id = (++next).toString(16).padStart(16, '0')
  return new Promise<Result>((resolve) => {
    page.addEventListener('message', (event) => {
      const { data } = event as unknown as MessageEvent
      if (data?.type === 'proxy-request-response' && data.id === id) resolve(data.result)
    })
    page.postMessage({ type, id, method, args, ...extra }, page.location.origin)
  })
}

describe('startKeplrBackground', () => {
  it('default: enables, gives the key with its bytes tagged, signs a direct sign doc whose account number travels as text', async () => {
    start()
    expect(await send('enable', [chainId])).toEqual({})
    const key = (await send('getKey', [chainId])).return as Record<string, unknown>
    expect(key).toMatchObject({
      bech32Address: first.address,
      pubKey: `__uint8array__${first.publicKey.slice(2)}`,
      isNanoLedger: false,
    })
    const signDoc = {
      bodyBytes: '__uint8array__0a02',
      authInfoBytes: '__uint8array__12',
      chainId,
      accountNumber: '7',
    }
    const { return: signed } = (await send('signDirect', [
      chainId,
      first.address,
      signDoc,
      {},
    ])) as {
      return: { signed: Record<string, string>; signature: { signature: string } }
    }
    expect(signed.signed).toEqual(signDoc)
    const bytes = makeSignBytes({
      bodyBytes: new Uint8Array([10, 2]),
      authInfoBytes: new Uint8Array([0x12]),
      chainId,
      accountNumber: 7n,
    })
    expect(
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signed.signature.signature)),
        sha256(bytes),
        Uint8Array.from(Buffer.from(first.publicKey.slice(2), 'hex')),
      ),
    ).toBe(true)
    // A sign doc of account number 0 comes without one: the signed doc says 0.
    const zero = (
      await send('signDirect', [chainId, first.address, { ...signDoc, accountNumber: null }, {}])
    ).return as { signed: { accountNumber: string } }
    expect(zero.signed.accountNumber).toBe('0')
    expect(background?.requests).toEqual(['enable', 'getKey', 'signDirect', 'signDirect'])
  })

  it('behavior: the wallet’s errors are their text; what the content script never proxies is refused', async () => {
    const wallet = start()
    wallet.rejectNext('enable')
    await expect(send('enable', [chainId])).resolves.toEqual({ error: 'Request rejected' })
    await expect(send('enable', ['unknown-1'])).resolves.toEqual({
      error: 'There is no chain info for unknown-1',
    })
    await expect(send('getOfflineSigner', [chainId])).resolves.toEqual({
      error: "GetOfflineSigner method can't be proxy request",
    })
    await expect(send('protectedEnable', [])).resolves.toEqual({ error: 'Rejected' })
    await expect(send('signEthereum', [])).resolves.toEqual({
      error: 'Invalid method: signEthereum',
    })
  })

  it('behavior: the EVM, Starknet and Bitcoin providers’ questions get a site’s empty state; another meta id is not answered', async () => {
    start('latch')
    await expect(
      send(
        'ethereum',
        { method: 'keplr_initProviderState' },
        { ethereumProviderMethod: 'request' },
        'proxy-request-latch',
      ),
    ).resolves.toEqual({ return: null })
    await expect(
      send(
        'starknet',
        { type: 'keplr_initStarknetProviderState' },
        { starknetProviderMethod: 'request' },
        'proxy-request-latch',
      ),
    ).resolves.toEqual({ return: { currentChainId: null, selectedAddress: null, rpc: null } })
    await expect(
      send('bitcoin', [], { bitcoinProviderMethod: 'getAccounts' }, 'proxy-request-latch'),
    ).resolves.toEqual({ return: [] })
    // Another meta id's requests are another extension's.
    const elsewhere = send('getKey', [chainId], {}, 'proxy-request-other')
    const answered = await Promise.race([
      elsewhere.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 50)),
    ])
    expect(answered).toBe(false)
  })

  it('behavior: an account switch is keplr_keystorechange on the page, until stopped', async () => {
    const wallet = start()
    let heard = 0
    page.addEventListener('keplr_keystorechange', () => {
      heard++
    })
    wallet.setAccount(1)
    expect(heard).toBe(1)
    expect(
      ((await send('getKey', [chainId])).return as { bech32Address: string }).bech32Address,
    ).toBe(second.address)
    background?.stop()
    wallet.setAccount(0)
    expect(heard).toBe(1)
  })
})
