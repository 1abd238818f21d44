import { fromBase64 } from '@cosmjs/encoding'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { verifyADR36Amino } from '@keplr-wallet/cosmos'
import type { AdapterEvent } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import { startLocalCosmos } from '@latch/testkit'
import {
  type ContentScriptWindow,
  type CosmosTestWallet,
  createCosmosTestWallet,
  type KeplrBackground,
  keplrChainInfoOf,
  startKeplrBackground,
} from '@latch/testkit/wallet'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { Window } from 'happy-dom'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter.js'
import { cosmosNetwork } from './cosmosNetwork.js'
import { installKeplrExtensionPage } from './testing/keplrExtensionPage.js'
import { localCosmosNetwork } from './testing/localCosmosNetwork.js'
import { verifyCosmosSignature } from './verifyCosmosSignature.js'

// The adapter against Keplr's own page-side object from npm (@keplr-wallet/provider's
// InjectedKeplr, put on the page by `injectKeplrToWindow` as Keplr's injected script does), on
// a page of happy-dom. Only Keplr's content script and background are the testkit's
// (startKeplrBackground), with the Latch Cosmos Test Wallet as the key store and the user.
// Signatures are checked by verifyCosmosSignature, by Keplr's own ADR-036 verifier
// (@keplr-wallet/cosmos) and, for transfers, by a local chain of this file's own (the
// testkit's, which checks signatures as an SDK 0.50 node does), so that no other file shares
// its accounts.

const page = new Window({ url: 'https://shop.example/checkout' })
// Keplr's page code refers to the global `window`, the page it was injected in.
Object.assign(globalThis, { window: page })
const chain = await startLocalCosmos({ blockIntervalMs: 200 })
const network = localCosmosNetwork(chain)
const reader = await StargateClient.connect(chain.rpcUrl)
afterAll(async () => {
  reader.disconnect()
  await chain.stop()
  await page.happyDOM.close()
})

// A chain the wallet does not know until the adapter suggests it; nothing runs there.
const unknownChain = cosmosNetwork({
  chainId: 'latch-elsewhere-1',
  name: 'Elsewhere',
  bech32Prefix: 'else',
  denom: 'uelse',
  symbol: 'ELSE',
  decimals: 6,
  rpcUrl: 'http://127.0.0.1:9',
})

let background: KeplrBackground | undefined
afterEach(() => {
  background?.stop()
  background = undefined
})

/** A fresh background behind the page's `window.keplr`, and an adapter for it. */
async function setup(accounts = chain.accounts.slice(0, 2), nanoLedger = false) {
  const wallet: CosmosTestWallet = createCosmosTestWallet({
    accounts,
    chains: [keplrChainInfoOf(chain)],
    nanoLedger,
  })
  background = startKeplrBackground({ wallet, window: page as unknown as ContentScriptWindow })
  await installKeplrExtensionPage()
  const adapter = cosmosAdapter({ injected: page as never, defaultNetwork: network })
  // What the wallet tells; discovery's own news (connectorsChanged) is not the wallet's.
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => {
    if (event.type !== 'connectorsChanged') events.push(event)
  })
  return { wallet, adapter, events, background }
}

const [first, second, third, fourth] = chain.accounts
if (!first || !second || !third || !fourth) throw new Error('dev accounts missing')

/** The sign mode of the transaction `hash` as the chain keeps it. */
async function signModeOf(hash: string) {
  const tx = await reader.getTx(hash)
  if (!tx) throw new Error(`no transaction ${hash}`)
  return decodeTxRaw(tx.tx).authInfo.signerInfos[0]?.modeInfo?.single?.mode
}

describe('cosmosAdapter with Keplr’s InjectedKeplr', () => {
  it('default: finds Keplr and connects through its page object: enable, then the key', async () => {
    const { adapter, background } = await setup()
    await adapter.preload()
    expect(adapter.getConnectors()).toMatchObject([
      { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos' },
    ])
    const connection = await adapter.connect({ connectorId: 'keplr', network })
    expect(connection).toEqual({
      connectorId: 'keplr',
      accounts: [{ address: first.address }],
      network: network.caipNetworkId,
    })
    // Besides what the page object's EVM and Starknet providers ask once, as it is made.
    const cosmosRequests = background.requests.filter(
      (method) => method !== 'ethereum' && method !== 'starknet',
    )
    expect(cosmosRequests).toEqual(['enable', 'getKey'])
  })

  it('behavior: signMessage is signArbitrary (ADR-036) through the page object, and verifies', async () => {
    const { adapter, background } = await setup()
    await adapter.connect({ connectorId: 'keplr', network })
    const message = 'Sign in to shop.example'
    const signature = await adapter.signMessage({ message, address: first.address })
    expect(background.requests.at(-1)).toBe('signArbitrary')
    await expect(
      verifyCosmosSignature({ message, signature, address: first.address }),
    ).resolves.toBe(true)
    const { pub_key, signature: value } = JSON.parse(signature) as {
      pub_key: { value: string }
      signature: string
    }
    const publicKey = fromBase64(pub_key.value)
    expect(
      verifyADR36Amino(chain.bech32Prefix, first.address, message, publicKey, fromBase64(value)),
    ).toBe(true)
    expect(
      verifyADR36Amino(
        chain.bech32Prefix,
        first.address,
        `${message}!`,
        publicKey,
        fromBase64(value),
      ),
    ).toBe(false)
  })

  it('behavior: Keplr’s refusals are 4001 (Request rejected), for access and for signatures', async () => {
    const { adapter, wallet } = await setup()
    wallet.rejectNext('enable')
    const connecting = adapter.connect({ connectorId: 'keplr', network })
    await expect(connecting).rejects.toMatchObject({ code: 4001, message: 'Request rejected' })
    await connecting.catch((error: unknown) => expect(isUserRejection(error)).toBe(true))
    await adapter.connect({ connectorId: 'keplr', network })
    wallet.rejectNext('signArbitrary')
    await expect(
      adapter.signMessage({ message: 'hi', address: first.address }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('behavior: a chain Keplr does not know is 4902 on a switch; addNetwork suggests it through the page object', async () => {
    const { adapter, background, events } = await setup()
    await adapter.connect({ connectorId: 'keplr', network })
    await expect(adapter.switchNetwork({ network: unknownChain })).rejects.toMatchObject({
      code: 4902,
    })
    await adapter.addNetwork({ network: unknownChain })
    expect(background.requests).toContain('experimentalSuggestChain')
    expect(events.at(-1)).toEqual({
      type: 'networkChanged',
      connectorId: 'keplr',
      caipNetworkId: unknownChain.caipNetworkId,
    })
  })

  it('behavior: an account switch in Keplr is keplr_keystorechange, heard as accountsChanged', async () => {
    const { adapter, wallet, events } = await setup()
    await adapter.connect({ connectorId: 'keplr', network })
    wallet.setAccount(1)
    await vi.waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]).toEqual({
      type: 'accountsChanged',
      connectorId: 'keplr',
      accounts: [{ address: second.address }],
    })
  })

  it('behavior: a transfer is signDirect through the page object’s cosmjs signer, and the chain takes it', async () => {
    const { adapter, background } = await setup([third])
    await adapter.connect({ connectorId: 'keplr', network })
    const before = await reader.getBalance(fourth.address, chain.denom)
    const id = await adapter.sendTransfer({
      from: third.address,
      to: fourth.address,
      amount: 1_000n,
      network,
    })
    expect(background.requests).toContain('signDirect')
    await adapter.waitForTransaction({ id, network })
    expect(await signModeOf(id)).toBe(SignMode.SIGN_MODE_DIRECT)
    const after = await reader.getBalance(fourth.address, chain.denom)
    expect(BigInt(after.amount) - BigInt(before.amount)).toBe(1_000n)
  })

  it('behavior: a Ledger key signs amino through the page object’s amino-only signer, and the chain takes it', async () => {
    const { adapter, background } = await setup([fourth], true)
    await adapter.connect({ connectorId: 'keplr', network })
    const id = await adapter.sendTransfer({
      from: fourth.address,
      to: third.address,
      amount: 1_000n,
      network,
    })
    expect(background.requests).toContain('signAmino')
    expect(background.requests).not.toContain('signDirect')
    await adapter.waitForTransaction({ id, network })
    expect(await signModeOf(id)).toBe(SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
  })
})
