import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toHex } from '@cosmjs/encoding'
import { calculateFee, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import type { BroadcastMode } from '@keplr-wallet/types'
import { cosmosDevAccounts, createCosmosTestWallet } from '@latch/test-wallets'
import { adr36SignDoc } from '@latch/test-wallets/internal'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebStorage } from '../testing/webStorage.js'
import { localOsmosisSpec } from './cosmosLocalChainSpec.js'
import { keplrChainInfoOf } from './keplrChainInfo.js'
import { type LocalCosmos, startLocalCosmos } from './startLocalCosmos.js'

let hub: LocalCosmos
let osmosis: LocalCosmos
let client: StargateClient

beforeAll(async () => {
  ;[hub, osmosis] = await Promise.all([
    startLocalCosmos({ blockIntervalMs: 100 }),
    startLocalCosmos({ blockIntervalMs: 100, chain: localOsmosisSpec }),
  ])
  client = await StargateClient.connect(hub.rpcUrl)
})
afterAll(async () => {
  client?.disconnect()
  await Promise.all([hub?.stop(), osmosis?.stop()])
})

const recipient = 'cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du'
const fee = calculateFee(100_000, GasPrice.fromString('0.025uatom'))

function wallet(
  index = 0,
  rememberSite?: Parameters<typeof createCosmosTestWallet>[0]['rememberSite'],
) {
  const created = createCosmosTestWallet({
    accounts: cosmosDevAccounts,
    chains: [keplrChainInfoOf(hub)],
    ...(rememberSite ? { rememberSite } : {}),
  })
  created.setAccount(index)
  return created
}

const connect = (signer: Parameters<typeof SigningStargateClient.connectWithSigner>[1]) =>
  SigningStargateClient.connectWithSigner(hub.rpcUrl, signer, { broadcastPollIntervalMs: 50 })

const uatomOf = async (address: string) =>
  BigInt((await client.getBalance(address, 'uatom')).amount)

describe('createCosmosTestWallet', () => {
  it("gives Keplr's key for an enabled chain, and refuses a chain it does not know until it is suggested", async () => {
    const keplr = wallet()
    await keplr.enable(hub.chainId)
    const key = await keplr.getKey(hub.chainId)
    const account = cosmosDevAccounts[0]
    expect(key).toMatchObject({
      name: 'Latch Dev 0',
      algo: 'secp256k1',
      bech32Address: account?.address,
      isNanoLedger: false,
      isKeystone: false,
    })
    expect(`0x${toHex(key.pubKey)}`).toBe(account?.publicKey)
    expect(key.address).toHaveLength(20)
    await expect(keplr.enable(osmosis.chainId)).rejects.toThrow(
      'There is no chain info for latch-osmo-1',
    )
    keplr.rejectNext('experimentalSuggestChain')
    await expect(keplr.experimentalSuggestChain(keplrChainInfoOf(osmosis))).rejects.toThrow(
      'Request rejected',
    )
    await expect(keplr.getKey(osmosis.chainId)).rejects.toThrow('There is no chain info')
    await keplr.experimentalSuggestChain(keplrChainInfoOf(osmosis))
    await keplr.enable([osmosis.chainId])
    expect((await keplr.getKey(osmosis.chainId)).bech32Address).toBe(osmosis.accounts[0]?.address)
    expect(keplr.enabledChains).toEqual([hub.chainId, osmosis.chainId])
  })

  it('refuses enable with "Request rejected" when the user does, and asks again next time', async () => {
    const keplr = wallet()
    keplr.rejectNext()
    await expect(keplr.enable(hub.chainId)).rejects.toThrow('Request rejected')
    expect(keplr.enabledChains).toEqual([])
    await keplr.enable(hub.chainId)
    expect(keplr.enabledChains).toEqual([hub.chainId])
  })

  it('sends with cosmjs through getOfflineSigner (direct) and getOfflineSignerOnlyAmino, signed with the dev keys', async () => {
    const keplr = wallet(1)
    const address = cosmosDevAccounts[1]?.address ?? ''
    const directSigner = keplr.getOfflineSigner(hub.chainId)
    const direct = await connect(directSigner)
    const before = await uatomOf(address)
    const sent = await direct.sendTokens(
      address,
      recipient,
      [{ denom: 'uatom', amount: '100' }],
      fee,
      'direct',
    )
    expect(sent.code).toBe(0)
    const amino = await connect(keplr.getOfflineSignerOnlyAmino(hub.chainId))
    expect('signDirect' in keplr.getOfflineSignerOnlyAmino(hub.chainId)).toBe(false)
    const aminoSent = await amino.sendTokens(
      address,
      recipient,
      [{ denom: 'ulatch', amount: '5' }],
      fee,
      'amino',
    )
    expect(aminoSent.code).toBe(0)
    expect(await uatomOf(address)).toBe(before - 100n - 5_000n)
    expect('signDirect' in (await keplr.getOfflineSignerAuto(hub.chainId))).toBe(true)
  })

  it('says its keys are on a Ledger when told, and its auto signer is then amino only', async () => {
    const plain = wallet()
    const ledger = createCosmosTestWallet({
      accounts: cosmosDevAccounts,
      chains: [keplrChainInfoOf(hub)],
      nanoLedger: true,
    })
    await expect(plain.getKey(hub.chainId)).resolves.toMatchObject({ isNanoLedger: false })
    await expect(ledger.getKey(hub.chainId)).resolves.toMatchObject({ isNanoLedger: true })
    expect(await plain.getOfflineSignerAuto(hub.chainId)).toHaveProperty('signDirect')
    expect(await ledger.getOfflineSignerAuto(hub.chainId)).not.toHaveProperty('signDirect')
  })

  it('makes ADR-036 signatures that verify against the sign doc with the key, and verifyArbitrary agrees', async () => {
    const keplr = wallet(2)
    const signer = cosmosDevAccounts[2]?.address ?? ''
    await keplr.enable(hub.chainId)
    const signature = await keplr.signArbitrary(hub.chainId, signer, 'Sign in to Latch')
    const expectedDoc = {
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [
        {
          type: 'sign/MsgSignData',
          value: { signer, data: toBase64(new TextEncoder().encode('Sign in to Latch')) },
        },
      ],
      memo: '',
    }
    expect(adr36SignDoc(signer, 'Sign in to Latch')).toEqual(expectedDoc)
    const valid = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)),
      sha256(serializeSignDoc(expectedDoc)),
      fromBase64(signature.pub_key.value),
    )
    expect(valid).toBe(true)
    expect(signature.pub_key).toEqual({
      type: 'tendermint/PubKeySecp256k1',
      value: toBase64((await keplr.getKey(hub.chainId)).pubKey),
    })
    expect(await keplr.verifyArbitrary(hub.chainId, signer, 'Sign in to Latch', signature)).toBe(
      true,
    )
    expect(await keplr.verifyArbitrary(hub.chainId, signer, 'Sign in to Latch!', signature)).toBe(
      false,
    )
    expect(
      await keplr.verifyArbitrary(
        hub.chainId,
        cosmosDevAccounts[0]?.address ?? '',
        'Sign in to Latch',
        signature,
      ),
    ).toBe(false)
    const bytes = await keplr.signArbitrary(hub.chainId, signer, new Uint8Array([1, 2, 3]))
    expect(await keplr.verifyArbitrary(hub.chainId, signer, new Uint8Array([1, 2, 3]), bytes)).toBe(
      true,
    )
  })

  it('refuses a signature the user rejects, and one for an address that is not the selected account', async () => {
    const keplr = wallet(3)
    const address = cosmosDevAccounts[3]?.address ?? ''
    const signing = await connect(keplr.getOfflineSigner(hub.chainId))
    const before = await uatomOf(address)
    keplr.rejectNext('signDirect')
    await expect(
      signing.sendTokens(address, recipient, [{ denom: 'uatom', amount: '1' }], fee),
    ).rejects.toThrow('Request rejected')
    await expect(
      keplr.signArbitrary(hub.chainId, cosmosDevAccounts[0]?.address ?? '', 'x'),
    ).rejects.toThrow('Signer mismatched')
    await hub.newBlock()
    expect(await uatomOf(address)).toBe(before)
    expect(
      (await signing.sendTokens(address, recipient, [{ denom: 'uatom', amount: '1' }], fee)).code,
    ).toBe(0)
  })

  it('makes the next signature malformed on request: the chain refuses it (4) and the one after lands', async () => {
    const keplr = wallet(4)
    const address = cosmosDevAccounts[4]?.address ?? ''
    const signing = await connect(keplr.getOfflineSigner(hub.chainId))
    keplr.malformNextSignature()
    const refused = await signing
      .sendTokens(address, recipient, [{ denom: 'uatom', amount: '1' }], fee)
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 4, codespace: 'sdk' })
    expect(
      (await signing.sendTokens(address, recipient, [{ denom: 'uatom', amount: '1' }], fee)).code,
    ).toBe(0)
  })

  it('tells keplr_keystorechange listeners of an account switch, and the key follows it', async () => {
    const keplr = wallet()
    await keplr.enable(hub.chainId)
    const heard: number[] = []
    const stop = keplr.onKeystoreChange(() => heard.push(keplr.accountIndex))
    keplr.setAccount(2)
    keplr.setAccount(2)
    expect(heard).toEqual([2])
    expect((await keplr.getKey(hub.chainId)).bech32Address).toBe(cosmosDevAccounts[2]?.address)
    stop()
    keplr.setAccount(0)
    expect(heard).toEqual([2])
    expect(() => keplr.setAccount(5)).toThrow(RangeError)
  })

  it('remembers the site until it is disconnected or disabled', async () => {
    const storage = createWebStorage()
    const remember = { storage, key: 'test:keplr-grant' }
    await wallet(0, remember).enable(hub.chainId)
    const reloaded = wallet(0, remember)
    reloaded.rejectNext('enable')
    await reloaded.enable(hub.chainId)
    expect(reloaded.enabledChains).toEqual([hub.chainId])
    reloaded.disconnect()
    expect(storage.entries.size).toBe(0)
    await expect(reloaded.getKey(hub.chainId)).rejects.toThrow('Request rejected')
    await reloaded.enable(hub.chainId)
    await reloaded.disable()
    expect(reloaded.enabledChains).toEqual([])
  })

  it('broadcasts with sendTx and answers the hash', async () => {
    const keplr = wallet(1)
    const address = cosmosDevAccounts[1]?.address ?? ''
    const signing = await connect(keplr.getOfflineSigner(hub.chainId))
    const raw = await signing.sign(
      address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: address,
            toAddress: recipient,
            amount: [{ denom: 'uatom', amount: '3' }],
          },
        },
      ],
      fee,
      '',
    )
    const bytes = TxRaw.encode(raw).finish()
    // Keplr's `BroadcastMode.Sync`, whose enum is a value of the types package.
    const sync = 'sync' as BroadcastMode
    const hash = await keplr.sendTx(hub.chainId, bytes, sync)
    expect(toHex(hash)).toBe(toHex(sha256(bytes)))
    await expect(keplr.sendTx(hub.chainId, bytes, sync)).rejects.toThrow(
      'tx already exists in cache',
    )
  })
})
