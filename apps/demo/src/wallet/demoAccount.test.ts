import type { AccountType, CaipNetwork, Connector, LatchState } from '@latch/core'
import { testAdapter } from '@latch/core/conformance'
import {
  type DevnetInfo,
  devAccounts,
  devnetNetwork,
  solanaDevAccounts,
  solanaDevnetNetwork,
} from '@latch/testkit/wallet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { demoAccount, type ListedDemoAccount } from './demoAccount.js'

const tokenA = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const localA = { id: 31337, name: 'Latch Local A', rpcUrl: 'http://127.0.0.1:1' }
const localB = { id: 31338, name: 'Latch Local B', rpcUrl: 'http://127.0.0.1:2' }
const devnet: DevnetInfo = {
  chains: [localA, localB],
  token: { name: 'Latch Test Token', symbol: 'LTT', decimals: 18, addresses: { 31337: tokenA } },
  accounts: devAccounts.slice(0, 4),
  solana: {
    chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    walletChain: 'solana:devnet',
    rpcUrl: 'http://127.0.0.1:3',
    token: { name: 'Latch Test Token', symbol: 'LTT', decimals: 6, mint: 'Mint111' },
    accounts: solanaDevAccounts,
  },
}
const chainA: CaipNetwork = devnetNetwork(localA)
const chainB: CaipNetwork = devnetNetwork(localB)
const cluster = solanaDevnetNetwork(devnet.solana as NonNullable<DevnetInfo['solana']>)
const networks: CaipNetwork[] = [chainA, chainB, cluster]
const evm = testAdapter('eip155', chainA.caipNetworkId)
const solana = testAdapter('solana', cluster.caipNetworkId)
const demo = { adapters: { eip155: evm, solana }, devnet }

function state(
  address: string | undefined,
  activeNetwork: CaipNetwork | undefined,
  connector: Pick<Connector, 'type' | 'chain'> = { type: 'EXTERNAL', chain: 'eip155' },
  accountType?: AccountType,
): Pick<LatchState, 'connection' | 'activeNetwork' | 'networks' | 'connectors'> {
  return {
    connection: address
      ? {
          connectorId: 'test',
          accounts: [{ address, ...(accountType ? { type: accountType } : {}) }],
        }
      : undefined,
    activeNetwork,
    networks,
    connectors: [{ id: 'test', name: 'Test', ...connector }],
  }
}

function listed(account: ReturnType<typeof demoAccount>): ListedDemoAccount {
  if (account?.status !== 'listed') throw new Error(`not listed: ${account?.status}`)
  return account
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 as Solana writes addresses and signatures (leading zero bytes become '1'). */
function base58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = `${BASE58[Number(value % 58n)]}${text}`
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

describe('demoAccount', () => {
  it('default: nothing to show without a connected account', () => {
    expect(demoAccount(demo, state(undefined, chainA))).toBeUndefined()
  })

  it('behavior: an EVM account on a local chain reads through the EVM adapter, with its token and the faucet', () => {
    const account = listed(demoAccount(demo, state(devAccounts[0]?.address, chainA)))
    expect(account.adapter).toBe(evm)
    expect(account.network).toBe(chainA)
    expect(account.recipient).toBe(devAccounts[2]?.address)
    expect(account.token).toEqual({ address: tokenA, symbol: 'LTT', decimals: 18 })
    expect(account.faucet).toBe(true)
  })

  it('behavior: a local chain without the token has no token to read or send', () => {
    const account = listed(demoAccount(demo, state(devAccounts[0]?.address, chainB)))
    expect(account.token).toBeUndefined()
  })

  it('behavior: a Solana account reads the cluster through the Solana adapter, never the EVM one', () => {
    const address = solanaDevAccounts[0]?.address
    const account = listed(demoAccount(demo, state(address, cluster)))
    expect(account.adapter).toBe(solana)
    expect(account.address).toBe(address)
    expect(account.recipient).toBe(solanaDevAccounts[2]?.address)
    expect(account.token).toEqual({ address: 'Mint111', symbol: 'LTT', decimals: 6 })
    // The faucet sends ETH on the local EVM chains only.
    expect(account.faucet).toBe(false)
  })

  it('behavior: a wallet on a network the site does not list reads nothing', () => {
    const unlisted = { ...chainA, id: 1, caipNetworkId: 'eip155:1' as const, name: 'Unknown' }
    expect(demoAccount(demo, state(devAccounts[0]?.address, unlisted))).toEqual({
      status: 'unlisted',
      network: unlisted,
    })
  })

  it('behavior: a namespace the client has no adapter for shows nothing', () => {
    const evmOnly = { adapters: { eip155: evm }, devnet }
    expect(demoAccount(evmOnly, state(solanaDevAccounts[0]?.address, cluster))).toBeUndefined()
  })

  it('behavior: without the local chains there is no recipient, token or faucet', () => {
    const account = listed(
      demoAccount({ ...demo, devnet: undefined }, state(devAccounts[0]?.address, chainA)),
    )
    expect(account.recipient).toBeUndefined()
    expect(account.token).toBeUndefined()
    expect(account.faucet).toBe(false)
  })

  it('behavior: a browser wallet on an eip155 network, or a smart account, may be asked for EIP-5792 capabilities', () => {
    const evmAddress = devAccounts[0]?.address
    const asked = (connector: Pick<Connector, 'type' | 'chain'>, accountType?: AccountType) =>
      listed(demoAccount(demo, state(evmAddress, chainA, connector, accountType)))
        .walletCapabilities
    expect(asked({ type: 'ANNOUNCED', chain: 'eip155' })).toBe(true)
    expect(asked({ type: 'INJECTED', chain: 'eip155' })).toBe(true)
    expect(asked({ type: 'AUTH', chain: 'eip155' }, 'smartAccount')).toBe(true)
    // The embedded wallet's key account has no batches; a WalletConnect session and a wallet
    // the site wrote are never asked.
    expect(asked({ type: 'AUTH', chain: 'eip155' }, 'eoa')).toBe(false)
    expect(asked({ type: 'WALLET_CONNECT', chain: 'eip155' })).toBe(false)
    expect(asked({ type: 'EXTERNAL', chain: 'eip155' })).toBe(false)
    // The same id found by another namespace's adapter is not this connection's connector.
    expect(asked({ type: 'ANNOUNCED', chain: 'solana' })).toBe(false)
  })

  it('behavior: only the embedded wallet on eip155 is asked for its assets (ERC-7811)', () => {
    const evmAddress = devAccounts[0]?.address
    const asked = (connector: Pick<Connector, 'type' | 'chain'>) =>
      listed(demoAccount(demo, state(evmAddress, chainA, connector))).assetDiscovery
    expect(asked({ type: 'AUTH', chain: 'eip155' })).toBe(true)
    expect(asked({ type: 'ANNOUNCED', chain: 'eip155' })).toBe(false)
    expect(asked({ type: 'WALLET_CONNECT', chain: 'eip155' })).toBe(false)
    expect(
      listed(
        demoAccount(
          demo,
          state(solanaDevAccounts[0]?.address, cluster, { type: 'AUTH', chain: 'solana' }),
        ),
      ).assetDiscovery,
    ).toBe(false)
  })

  it('behavior: an announced wallet on another namespace is never asked for EIP-5792 capabilities', () => {
    const address = solanaDevAccounts[0]?.address
    const account = listed(
      demoAccount(demo, state(address, cluster, { type: 'ANNOUNCED', chain: 'solana' })),
    )
    expect(account.walletCapabilities).toBe(false)
  })

  it('behavior: an EVM signature is checked with EIP-191', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const { verify } = listed(demoAccount(demo, state(signer.address, chainA)))
    const signature = await signer.signMessage({ message: 'hello' })
    await expect(
      verify({ address: signer.address, message: 'hello', signature, network: chainA }),
    ).resolves.toBe(true)
    await expect(
      verify({ address: signer.address, message: 'hellO', signature, network: chainA }),
    ).resolves.toBe(false)
  })

  it('behavior: a Solana signature is checked with ed25519', async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    const address = base58(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)))
    const signed = await crypto.subtle.sign(
      { name: 'Ed25519' },
      keys.privateKey,
      new TextEncoder().encode('hello'),
    )
    const signature = base58(new Uint8Array(signed))
    const { verify } = listed(demoAccount(demo, state(address, cluster)))
    await expect(verify({ address, message: 'hello', signature, network: cluster })).resolves.toBe(
      true,
    )
    await expect(verify({ address, message: 'hellO', signature, network: cluster })).resolves.toBe(
      false,
    )
  })
})
