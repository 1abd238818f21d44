import type { Injected, InjectedAccount } from '@latch/test-wallets'
import {
  createPolkadotTestWallet,
  type InjectedWeb3Target,
  injectPolkadotTestWallet,
  polkadotDevAccounts,
  polkadotTestWalletKey,
} from '@latch/test-wallets'
import type { ApiPromise } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import type { Signer } from '@polkadot/types/types'
import { stringToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectPolkadotApi } from '../testing/polkadotApi.js'
import { createWebStorage } from '../testing/webStorage.js'

// The run's shared chain (localPolkadot.globalSetup.ts). This file alone spends from its dev
// accounts, one test after the other.
const polkadot = inject('polkadotLocal')
let api: ApiPromise

beforeAll(async () => {
  api = await connectPolkadotApi(polkadot.wsUrl)
  await cryptoWaitReady()
})

afterAll(async () => {
  await api?.disconnect()
})

const origin = 'Latch tests'
const [sr25519, , receiver, ed25519, ecdsa] = polkadotDevAccounts
if (!sr25519 || !receiver || !ed25519 || !ecdsa) throw new Error('dev accounts missing')
const shown = (index: number): InjectedAccount => {
  const account = polkadotDevAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return { address: account.address, name: account.name, type: account.type }
}

async function enabled(
  index = 0,
  wallet = createPolkadotTestWallet({ accounts: polkadotDevAccounts }),
) {
  wallet.setAccount(index)
  const injected = await wallet.enable(origin)
  return { wallet, injected }
}

// The injected signer is a @polkadot/api `Signer` as it is, with no cast: the shapes match.
const apiSigner = (injected: Injected): Signer => injected.signer

const accountOf = async (address: string) => {
  const { nonce, data } = await api.query.system.account(address)
  return { nonce: nonce.toNumber(), free: data.free.toBigInt() }
}

/** Sends `extrinsic` as a dapp does, resolving with its block's events once it is in one. */
function landed(extrinsic: SubmittableExtrinsic<'promise'>) {
  return new Promise<{ section: string; method: string; data: unknown[] }[]>((resolve, reject) => {
    extrinsic
      .send(({ status, events, dispatchError }) => {
        if (dispatchError?.isModule) {
          const { section, name } = api.registry.findMetaError(dispatchError.asModule)
          reject(new Error(`${section}.${name}`))
        } else if (dispatchError) reject(new Error(dispatchError.toString()))
        // @polkadot/api reads a block's events before it reports the status, and drops the
        // InBlock result when Finalized comes first (chopsticks finalizes 100 ms later): on a
        // loaded machine only Finalized arrives.
        else if (status.isInBlock || status.isFinalized) {
          resolve(
            events.map(({ event }) => ({
              section: event.section,
              method: event.method,
              data: [...event.data],
            })),
          )
        }
      })
      .catch(reject)
  })
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Error)) throw new Error('it did not fail')
  return error.message
}

describe('enable and accounts', () => {
  it('default: enable is the prompt; the site sees the selected account, and hears changes', async () => {
    const wallet = createPolkadotTestWallet({ accounts: polkadotDevAccounts })
    wallet.rejectNext()
    expect(await refusal(wallet.enable(origin))).toBe('Cancelled')
    const injected = await wallet.enable(origin)
    expect(await injected.accounts.get()).toEqual([shown(0)])
    const heard: InjectedAccount[][] = []
    const unsubscribe = injected.accounts.subscribe((accounts) => {
      heard.push(accounts)
    })
    await Promise.resolve()
    wallet.setAccount(3)
    wallet.setAccount(3)
    expect(wallet.accountIndex).toBe(3)
    expect(await injected.accounts.get()).toEqual([shown(3)])
    await Promise.resolve()
    wallet.disconnect()
    await Promise.resolve()
    unsubscribe()
    wallet.setAccount(4)
    await wallet.enable(origin)
    await Promise.resolve()
    // Now, on the switch (once: the same index again is no change), on the disconnect; not after.
    expect(heard).toEqual([[shown(0)], [shown(3)], []])
    expect(() => wallet.setAccount(5)).toThrow('the wallet has accounts 0 to 4, not 5')
  })

  it('parameters: genesisHash limits the accounts to a chain, as they show', async () => {
    const wallet = createPolkadotTestWallet({
      accounts: polkadotDevAccounts,
      genesisHash: polkadot.genesisHash,
    })
    const injected = await wallet.enable(origin)
    expect(await injected.accounts.get()).toEqual([
      { ...shown(0), genesisHash: polkadot.genesisHash },
    ])
  })

  it('behavior: injectPolkadotTestWallet installs only { version, enable } in injectedWeb3', async () => {
    const other = createPolkadotTestWallet({ accounts: polkadotDevAccounts })
    const page: InjectedWeb3Target = { injectedWeb3: { 'polkadot-js': other } }
    const wallet = createPolkadotTestWallet({ accounts: polkadotDevAccounts })
    const uninstall = injectPolkadotTestWallet(wallet, page)
    const installed = page.injectedWeb3?.[polkadotTestWalletKey]
    expect(Object.keys(installed ?? {}).sort()).toEqual(['enable', 'version'])
    expect(await (await installed?.enable(origin))?.accounts.get()).toEqual([shown(0)])
    uninstall()
    expect(Object.keys(page.injectedWeb3 ?? {})).toEqual(['polkadot-js'])
  })
})

describe('rememberSite', () => {
  it('parameters: a granted site is let in without a prompt after a reload; a disconnect forgets it', async () => {
    const storage = createWebStorage()
    const load = () =>
      createPolkadotTestWallet({
        accounts: polkadotDevAccounts,
        rememberSite: { storage, key: 'grant' },
      })
    const first = load()
    first.rejectNext()
    expect(await refusal(first.enable(origin))).toBe('Cancelled')
    expect(storage.entries.size).toBe(0)
    await first.enable(origin)
    expect(storage.entries.get('grant')).toBe(origin)

    const reloaded = load()
    reloaded.rejectNext('enable')
    const injected = await reloaded.enable(origin)
    expect(await injected.accounts.get()).toEqual([shown(0)])
    reloaded.disconnect()
    expect(storage.entries.size).toBe(0)
    // The refusal queued above was not used by the silent enable; this one is a prompt again.
    expect(await refusal(reloaded.enable(origin))).toBe('Cancelled')
  })

  it('default: nothing is remembered', async () => {
    await createPolkadotTestWallet({ accounts: polkadotDevAccounts }).enable(origin)
    const next = createPolkadotTestWallet({ accounts: polkadotDevAccounts })
    next.rejectNext()
    expect(await refusal(next.enable(origin))).toBe('Cancelled')
  })
})

describe('signPayload', () => {
  it.each([
    ['sr25519', 0],
    ['ed25519', 3],
    ['ecdsa', 4],
  ])(
    'default: a transferKeepAlive signed by the %s account lands; balances move by the amount and the fee',
    async (_type, index) => {
      const { injected } = await enabled(index)
      const sender = polkadotDevAccounts[index]
      if (!sender) throw new Error('no sender')
      const amount = 2_000_000_000n
      const [before, receiverBefore] = await Promise.all([
        accountOf(sender.address),
        accountOf(receiver.address),
      ])
      const transfer = api.tx.balances.transferKeepAlive(receiver.address, amount)
      await transfer.signAsync(sender.address, { signer: apiSigner(injected) })
      // The runtime's own quote for these exact bytes (an ecdsa signature is a byte longer
      // than the sr25519 one `paymentInfo` assumes, and the length is charged).
      const quotedFee = (
        await api.call.transactionPaymentApi.queryInfo(transfer, transfer.encodedLength)
      ).partialFee.toBigInt()
      expect(quotedFee).toBeGreaterThan(0n)
      const events = await landed(transfer)
      // This runtime (statemine 900) predates TransactionFeePaid: the fee is what Balances
      // withdrew from the sender, less what it deposited back after the call's real weight.
      const feeEvents = (method: string) =>
        events
          .filter(
            (event) =>
              event.section === 'balances' &&
              event.method === method &&
              String(event.data[0]) === api.createType('AccountId', sender.address).toString(),
          )
          .reduce((sum, event) => sum + BigInt(String(event.data[1])), 0n)
      const fee = feeEvents('Withdraw') - feeEvents('Deposit')
      expect(fee).toBe(quotedFee)
      expect(events.map((event) => `${event.section}.${event.method}`)).toContain(
        'balances.Transfer',
      )
      expect(await accountOf(sender.address)).toEqual({
        nonce: before.nonce + 1,
        free: before.free - amount - fee,
      })
      expect(await accountOf(receiver.address)).toEqual({
        nonce: receiverBefore.nonce,
        free: receiverBefore.free + amount,
      })
    },
  )

  it('behavior: the runtime keeps the existential deposit: a new account needs that much', async () => {
    const { injected } = await enabled(2)
    // A fresh account (prefix 42: the runtime takes any prefix, it reads the key).
    const fresh = '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y'
    const belowDeposit = BigInt(polkadot.existentialDeposit) - 1n
    const transfer = api.tx.balances.transferKeepAlive(fresh, belowDeposit)
    await transfer.signAsync(receiver.address, { signer: apiSigner(injected) })
    expect(await refusal(landed(transfer))).toBe('balances.ExistentialDeposit')
    expect((await accountOf(fresh)).free).toBe(0n)
  })

  it('behavior: an extrinsic signed by another key than its sender is refused by the runtime', async () => {
    const { injected } = await enabled(1)
    const claimed = sr25519.address
    const before = await accountOf(claimed)
    // Account 1 signs the payload of an extrinsic that names account 0 as its signer.
    const forger: Signer = {
      signPayload: (payload) =>
        apiSigner(injected).signPayload?.({
          ...payload,
          address: polkadotDevAccounts[1]?.address ?? '',
        }) ?? Promise.reject(new Error('no signPayload')),
    }
    const transfer = api.tx.balances.transferKeepAlive(receiver.address, 1_000_000_000n)
    await transfer.signAsync(claimed, { signer: forger })
    expect(await refusal(landed(transfer))).toMatch(/^1010: .*badProof/)
    expect(await accountOf(claimed)).toEqual(before)
  })

  it('behavior: a replayed extrinsic, and one reusing a spent nonce, are refused', async () => {
    const { injected } = await enabled(0)
    const signer = apiSigner(injected)
    const transfer = api.tx.balances.transferKeepAlive(receiver.address, 1_000_000_000n)
    await transfer.signAsync(sr25519.address, { signer })
    await landed(transfer)
    const after = await accountOf(sr25519.address)
    expect(await refusal(api.rpc.author.submitExtrinsic(transfer.toHex()))).toMatch(
      /^1010: .*stale/,
    )
    const stale = api.tx.balances.transferKeepAlive(receiver.address, 1_000_000_001n)
    await stale.signAsync(sr25519.address, { signer, nonce: after.nonce - 1 })
    expect(await refusal(landed(stale))).toMatch(/^1010: .*stale/)
    expect(await accountOf(sr25519.address)).toEqual(after)
  })

  it("behavior: rejectNext gives the extension's Cancelled, and nothing is submitted", async () => {
    const { wallet, injected } = await enabled(0)
    const before = await accountOf(sr25519.address)
    const head = (await api.rpc.chain.getHeader()).number.toNumber()
    wallet.rejectNext('signPayload')
    const transfer = api.tx.balances.transferKeepAlive(receiver.address, 1_000_000_000n)
    expect(
      await refusal(transfer.signAndSend(sr25519.address, { signer: apiSigner(injected) })),
    ).toBe('Cancelled')
    expect(await api.rpc.author.pendingExtrinsics()).toHaveLength(0)
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBe(head)
    expect(await accountOf(sr25519.address)).toEqual(before)
  })

  it('behavior: refuses an account it does not show, and a site it did not let in', async () => {
    const { wallet, injected } = await enabled(0)
    const transfer = api.tx.balances.transferKeepAlive(receiver.address, 1n)
    expect(
      await refusal(transfer.signAsync(ed25519.address, { signer: apiSigner(injected) })),
    ).toBe(`Unable to find account ${ed25519.address}`)
    wallet.disconnect()
    expect(
      await refusal(transfer.signAsync(sr25519.address, { signer: apiSigner(injected) })),
    ).toBe('The source is not allowed to interact with this extension')
  })
})

describe('signRaw', () => {
  it.each([
    ['sr25519', 0],
    ['ed25519', 3],
    ['ecdsa', 4],
  ] as const)('default: the %s signature of <Bytes>data</Bytes> verifies', async (type, index) => {
    const { injected } = await enabled(index)
    const account = polkadotDevAccounts[index]
    if (!account) throw new Error('no account')
    const data = stringToHex('Sign in to Latch')
    const { id, signature } = await injected.signer.signRaw({
      address: account.address,
      data,
      type: 'bytes',
    })
    expect(id).toBe(1)
    expect(signatureVerify(u8aWrapBytes(data), signature, account.address)).toMatchObject({
      isValid: true,
      crypto: type,
    })
    expect(
      signatureVerify(u8aWrapBytes(stringToHex('Sign in to Latc')), signature, account.address)
        .isValid,
    ).toBe(false)
  })

  it('behavior: rejectNext() refuses the next prompt, here a signature', async () => {
    const { wallet, injected } = await enabled(0)
    wallet.rejectNext()
    const raw = { address: sr25519.address, data: '0x00', type: 'bytes' } as const
    expect(await refusal(injected.signer.signRaw(raw))).toBe('Cancelled')
    expect((await injected.signer.signRaw(raw)).id).toBe(1)
  })
})
