import * as ecc from '@bitcoinerlab/secp256k1'
import {
  type BitcoinDevAccount,
  bitcoinDevAccounts,
  createBitcoinTestWallet,
} from '@latch/test-wallets'
import { withSegwitHrp } from '@latch/test-wallets/internal'
import { BIP322, Verifier } from 'bip322-js'
import { address, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import {
  createSatsConnectTestProvider,
  type SatsConnectEvent,
  type SatsConnectResponse,
} from './createSatsConnectTestProvider.js'

initEccLib(ecc)

const first = bitcoinDevAccounts[0] as BitcoinDevAccount
const second = bitcoinDevAccounts[1] as BitcoinDevAccount

function provider() {
  // No request here broadcasts: the URLs are never reached.
  const wallet = createBitcoinTestWallet({
    accounts: [first, second],
    chains: { 'bitcoin:regtest': 'http://127.0.0.1:9', 'bitcoin:testnet': 'http://127.0.0.1:9' },
  })
  return { wallet, provider: createSatsConnectTestProvider({ wallet }) }
}

function resultOf(response: SatsConnectResponse): Record<string, unknown> {
  if (!('result' in response)) throw new Error(JSON.stringify(response.error))
  return response.result as Record<string, unknown>
}

/** A PSBT spending one made-up output of each address, as a site would build it. */
function psbtSpending(owners: readonly string[]): string {
  const psbt = new Psbt({ network: networks.regtest })
  for (const [index, owner] of owners.entries()) {
    psbt.addInput({
      hash: String(index + 1).repeat(64),
      index: 0,
      witnessUtxo: { script: address.toOutputScript(owner, networks.regtest), value: 50_000n },
    })
  }
  psbt.addOutput({ address: first?.payment.address as string, value: 90_000n })
  return psbt.toBase64()
}

describe('createSatsConnectTestProvider', () => {
  it('default: answers JSON-RPC 2.0; getAccounts connects the payment and ordinals addresses of its network', async () => {
    const { provider: xverse, wallet } = provider()
    expect(xverse.network).toBe('Regtest')
    const answer = await xverse.request('getAccounts', { purposes: ['ordinals', 'payment'] })
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: expect.any(String) })
    expect(resultOf(answer)).toEqual([
      {
        address: first.ordinals.address,
        publicKey: first.ordinals.publicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
      {
        address: first.payment.address,
        publicKey: first.payment.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
    ])
    // The wallet granted both keys (with their testnet spellings); the site sees regtest's.
    expect(wallet.accounts).toHaveLength(4)
    const granted = resultOf(await xverse.request('wallet_getAccount'))
    expect(granted).toMatchObject({ id: '0', network: { bitcoin: { name: 'Regtest' } } })
    expect(granted.addresses).toHaveLength(2)
    expect(resultOf(await xverse.request('getInfo'))).toMatchObject({ platform: 'web' })
  })

  it('behavior: signs messages with BIP-322 or ECDSA, ECDSA by default for a payment address', async () => {
    const { provider: xverse } = provider()
    await xverse.request('getAccounts', { purposes: ['payment', 'ordinals'] })
    for (const [signer, protocol, expected] of [
      [first.payment.address, 'BIP322', 'BIP322'],
      [first.ordinals.address, undefined, 'BIP322'],
      [first.payment.address, undefined, 'ECDSA'],
    ] as const) {
      const message = `Latch ${expected}`
      const result = resultOf(
        await xverse.request('signMessage', { address: signer, message, protocol }),
      )
      expect(result).toMatchObject({ address: signer, protocol: expected })
      expect(Verifier.verifySignature(signer, message, result.signature as string)).toBe(true)
      if (expected === 'BIP322') {
        expect(result.messageHash).toBe(Buffer.from(BIP322.hashMessage(message)).toString('hex'))
      }
    }
  })

  it('behavior: signPsbt signs the inputs of signInputs, or every input the site’s addresses own', async () => {
    const { provider: xverse } = provider()
    await xverse.request('getAccounts', { purposes: ['payment', 'ordinals'] })
    const psbt = psbtSpending([first.payment.address, first.ordinals.address])
    const validate = (base64: unknown) =>
      Psbt.fromBase64(base64 as string, { network: networks.regtest }).data.inputs.map(
        (input) => (input.partialSig?.length ?? 0) + (input.tapKeySig ? 1 : 0),
      )

    const byAddress = await xverse.request('signPsbt', {
      psbt,
      signInputs: { [first.payment.address]: [0] },
    })
    expect(validate(resultOf(byAddress).psbt)).toEqual([1, 0])
    const all = await xverse.request('signPsbt', { psbt })
    const signed = Psbt.fromBase64(resultOf(all).psbt as string, { network: networks.regtest })
    expect(validate(resultOf(all).psbt)).toEqual([1, 1])
    expect(
      signed.validateSignaturesOfAllInputs((pubkey, hash, signature) =>
        pubkey.length === 32
          ? ecc.verifySchnorr(hash, pubkey, signature)
          : ecc.verify(hash, pubkey, signature),
      ),
    ).toBe(true)
  })

  it('behavior: refusals and mistakes are JSON-RPC errors with sats-connect’s codes, never throws', async () => {
    const { provider: xverse, wallet } = provider()
    expect(await xverse.request('wallet_getAccount')).toMatchObject({ error: { code: -32002 } })
    wallet.rejectNext()
    expect(await xverse.request('getAccounts', { purposes: ['payment'] })).toMatchObject({
      error: { code: -32000 },
    })
    await xverse.request('getAccounts', { purposes: ['payment'] })
    const signMessage = { address: first.ordinals.address, message: 'x' }
    expect(await xverse.request('signMessage', signMessage)).toMatchObject({
      error: { code: -32002 },
    })
    const psbt = psbtSpending([first.payment.address])
    expect(await xverse.request('signPsbt', { psbt, broadcast: true })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await xverse.request('getAccounts', { purposes: ['stacks'] })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await xverse.request('wallet_changeNetwork', { name: 'Mainnet' })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await xverse.request('stx_signMessage', {})).toMatchObject({ error: { code: -32601 } })
  })

  it('behavior: reports account, network and disconnect events to addListener({ eventName, cb })', async () => {
    const { provider: xverse, wallet } = provider()
    const events: SatsConnectEvent[] = []
    for (const eventName of ['accountChange', 'networkChange', 'disconnect']) {
      xverse.addListener({ eventName, cb: (event) => events.push(event) })
    }
    await xverse.request('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(events).toEqual([])

    wallet.setAccount(1)
    expect(events.at(-1)).toMatchObject({
      type: 'accountChange',
      addresses: [{ address: second.payment.address }, { address: second.ordinals.address }],
    })
    expect(resultOf(await xverse.request('wallet_changeNetwork', { name: 'Testnet' }))).toBeNull()
    expect(xverse.network).toBe('Testnet')
    expect(events.at(-1)).toMatchObject({
      type: 'networkChange',
      bitcoin: { name: 'Testnet' },
      addresses: [
        { address: withSegwitHrp(second.payment.address, 'tb') },
        { address: withSegwitHrp(second.ordinals.address, 'tb') },
      ],
    })
    wallet.disconnect()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(events).toHaveLength(3)

    const legacyCall = xverse.addListener as unknown as (name: string, cb: () => void) => void
    expect(() => legacyCall('accountChange', () => {})).toThrow('{ eventName, cb }')
  })
})
