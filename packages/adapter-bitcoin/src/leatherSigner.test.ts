import { ProviderRpcError } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import { address as addressCodec, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it, vi } from 'vitest'
import type { BitcoinChainName } from './bitcoinChains.js'
import { connectLeather } from './leatherSigner.js'
import { libNetworkOf } from './libNetwork.js'
import { bytesToHex, hexToBytes } from './signerSupport.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import {
  chainNamed,
  fakeKeyring,
  readSignedTransfer,
  transferPsbtFrom,
} from './testing/fakeKeyring.js'

// Leather's RpcErrorCode (@leather.io/rpc): SERVER_ERROR and USER_REJECTION.
const serverError = -32000
const userRejection = 4001

/**
 * Leather's `window.LeatherProvider` as its RPC package defines it: `request(method, params)`
 * resolves with the JSON-RPC answer's `result` inside it and rejects with the whole error
 * answer. `getAddresses` lists the BTC native segwit and taproot addresses (with key, path and
 * descriptor) and the STX one; `signMessage` signs BIP-322 by `paymentType`; `signPsbt` signs
 * the inputs at `signAtIndex` with whichever of its keys owns each. The network is the one
 * chosen in Leather. It signs with real keys.
 */
function fakeLeather(network: BitcoinChainName = 'testnet') {
  const keyring = fakeKeyring([network])
  const coinType = network === 'mainnet' ? 0 : 1
  const payment = keyring.addressOf(network, 'payment')
  const taproot = keyring.addressOf(network, 'ordinal')
  const state = {
    fail: undefined as { method: string; code: number; message: string } | undefined,
    requests: [] as { method: string; params: unknown }[],
  }
  const addresses = [
    {
      symbol: 'BTC',
      type: 'p2wpkh',
      address: payment,
      publicKey: keyring.publicKeyOf(payment),
      derivationPath: `m/84'/${coinType}'/0'/0/0`,
      descriptor: `wpkh(${keyring.publicKeyOf(payment)})`,
    },
    {
      symbol: 'BTC',
      type: 'p2tr',
      address: taproot,
      publicKey: keyring.publicKeyOf(taproot),
      tweakedPublicKey: 'tweaked',
      derivationPath: `m/86'/${coinType}'/0'/0/0`,
      descriptor: `tr(${keyring.publicKeyOf(taproot)})`,
    },
    { symbol: 'STX', address: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG', publicKey: '02ab' },
  ]

  async function answer(method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method) {
      case 'getAddresses':
        return { addresses }
      case 'signMessage': {
        const address = params.paymentType === 'p2tr' ? taproot : payment
        const message = params.message as string
        return { signature: await keyring.signText(address, message), address, message }
      }
      case 'signPsbt': {
        const bytes = hexToBytes(params.hex as string)
        const psbt = Psbt.fromBuffer(bytes, { network: libNetworkOf(chainNamed(network)) })
        const indexes = ([] as number[]).concat(params.signAtIndex as number | number[])
        const byAddress: Record<string, number[]> = {}
        for (const index of indexes) {
          const script = psbt.data.inputs[index]?.witnessUtxo?.script as Uint8Array
          const owner = addressCodec.fromOutputScript(script, libNetworkOf(chainNamed(network)))
          byAddress[owner] = [...(byAddress[owner] ?? []), index]
        }
        return { hex: bytesToHex(await keyring.signPsbt(bytes, network, byAddress)) }
      }
      default:
        throw { code: -32601, message: 'Method not found' }
    }
  }

  const provider = {
    async request(method: string, params?: unknown) {
      state.requests.push({ method, params })
      const id = String(state.requests.length)
      if (state.fail?.method === method) {
        const { code, message } = state.fail
        state.fail = undefined
        throw { jsonrpc: '2.0', id, error: { code, message } }
      }
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, (params ?? {}) as never) }
      } catch (error) {
        throw { jsonrpc: '2.0', id, error }
      }
    },
  }
  return { provider, state, keyring, payment, taproot, addresses }
}

const noEvents = {
  accountsChanged: vi.fn(),
  networkChanged: vi.fn(),
  disconnected: vi.fn(),
}

async function connected(
  wallet = fakeLeather(),
  overrides: Partial<Parameters<typeof connectLeather>[0]> = {},
) {
  const signer = await connectLeather({
    provider: wallet.provider,
    silent: false,
    preferred: undefined,
    preferredAccountType: 'payment',
    events: noEvents,
    ...overrides,
  })
  return { wallet, signer }
}

describe('connectLeather', () => {
  it('default: getAddresses gives the BTC payment and taproot accounts with keys and paths', async () => {
    const { wallet, signer } = await connected()
    expect(wallet.state.requests[0]).toEqual({ method: 'getAddresses', params: undefined })
    expect(signer.accounts).toEqual([
      {
        namespace: 'bip122',
        address: wallet.payment,
        publicKey: wallet.keyring.publicKeyOf(wallet.payment),
        path: "m/84'/1'/0'/0/0",
        type: 'payment',
        addressType: 'p2wpkh',
      },
      {
        namespace: 'bip122',
        address: wallet.taproot,
        publicKey: wallet.keyring.publicKeyOf(wallet.taproot),
        path: "m/86'/1'/0'/0/0",
        type: 'ordinal',
        addressType: 'p2tr',
      },
    ])
    // Leather's network is read from its addresses.
    expect(signer.chain?.name).toBe('testnet')
    expect((await connected(fakeLeather('mainnet'))).signer.chain?.name).toBe('mainnet')
  })

  it('parameters: preferredAccountType ordinal lists the taproot account first', async () => {
    const { signer } = await connected(fakeLeather(), { preferredAccountType: 'ordinal' })
    expect(signer.accounts.map((account) => account.type)).toEqual(['ordinal', 'payment'])
  })

  it('behavior: signMessage asks by the address type, on its network, and the signature verifies', async () => {
    const { wallet, signer } = await connected()
    for (const [address, paymentType] of [
      [wallet.payment, 'p2wpkh'],
      [wallet.taproot, 'p2tr'],
    ] as const) {
      const signature = await signer.signMessage(address, 'Latch')
      expect(wallet.state.requests.at(-1)).toEqual({
        method: 'signMessage',
        params: { message: 'Latch', paymentType, type: 'bip322', network: 'testnet' },
      })
      await expect(verifyBitcoinSignature({ address, message: 'Latch', signature })).resolves.toBe(
        true,
      )
    }
    await expect(signer.signMessage('tb1qnotmine', 'x')).rejects.toThrow(
      'The wallet is not connected',
    )
  })

  it('behavior: a transfer PSBT goes as hex with signAtIndex and comes back signed', async () => {
    const { wallet, signer } = await connected()
    const chain = chainNamed('testnet')
    const [payment] = signer.accounts
    if (!payment) throw new Error('not connected')
    const built = transferPsbtFrom(payment, wallet.taproot, chain)
    const signed = await signer.signPsbt(
      built.psbt,
      [{ address: payment.address, signingIndexes: built.signingIndexes }],
      chain,
    )
    expect(wallet.state.requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: {
        hex: bytesToHex(built.psbt),
        signAtIndex: built.signingIndexes,
        network: 'testnet',
        broadcast: false,
      },
    })
    const { validSignatures, transaction } = readSignedTransfer(built.psbt, signed, chain)
    expect(validSignatures).toEqual(built.signingIndexes.map(() => true))
    expect(transaction.txid).toMatch(/^[0-9a-f]{64}$/)

    const count = wallet.state.requests.length
    await expect(
      signer.signPsbt(built.psbt, [{ address: 'tb1qnotmine', signingIndexes: [0] }], chain),
    ).rejects.toThrow('The wallet is not connected')
    expect(wallet.state.requests).toHaveLength(count)
  })

  it('behavior: Leather refusing (USER_REJECTION, 4001) is a 4001 rejection; its server error is not', async () => {
    const wallet = fakeLeather()
    wallet.state.fail = { method: 'getAddresses', code: userRejection, message: 'User rejected' }
    const refused = await connected(wallet).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect(refused).toMatchObject({ code: 4001, message: 'User rejected' })

    const { signer } = await connected(wallet)
    // -32000 is Leather's SERVER_ERROR: a failure of the wallet, not the visitor saying no.
    wallet.state.fail = { method: 'signMessage', code: serverError, message: 'Server error' }
    const failed = await signer.signMessage(wallet.payment, 'x').catch((error: unknown) => error)
    expect(isUserRejection(failed)).toBe(false)
    expect(failed).toMatchObject({ code: serverError, message: 'Server error' })
  })

  it('behavior: Leather switches networks only in its own settings: a switch is "not supported"', async () => {
    const { wallet, signer } = await connected()
    const refused = await signer.switchNetwork(chainNamed('mainnet')).catch((error) => error)
    expect(refused).toMatchObject({ code: 'NOT_SUPPORTED' })
    expect((refused as Error).cause).toMatchObject({ code: 4902 })
    expect(signer.chain?.name).toBe('testnet')
    // Nothing to release either: Leather has no events and no way to forget the site.
    const count = wallet.state.requests.length
    signer.detach()
    await signer.disconnect()
    expect(wallet.state.requests).toHaveLength(count)
  })
})
