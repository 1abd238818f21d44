import type { WalletConnectEvents, WalletConnectProposal } from '@latch/core'
import type { DevnetInfo, SolanaDevnetInfo } from '@latch/testkit'
import {
  createMemoryStorage,
  createTestMobileWallet,
  type TestMobileWallet,
  type TestMobileWalletEvents,
} from '@latch/testkit/wallet'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, test } from 'vitest'
import type { SignClientConnection } from './signClientSession.js'
import { walletConnect } from './walletConnect.js'

// The site's client of this package and testkit's "Latch Test Mobile Wallet" (sign-client as
// the wallet side, real keys) through latch-server's relay, against the local chains: what a
// person does with the demo and the phone wallet page, without the pages.

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
    solanaDevnet: SolanaDevnetInfo
  }
}

const relayUrl = inject('relayUrl')
const projectId = inject('projectId')
const devnet = inject('devnet')
const solanaDevnet = inject('solanaDevnet')
const [chainA, chainB] = devnet.chains
const [evmAccount, otherEvmAccount] = [devnet.accounts[5], devnet.accounts[6]]
const solanaAccount = solanaDevnet.accounts[4]
if (!chainA || !chainB || !evmAccount || !otherEvmAccount || !solanaAccount) {
  throw new Error('the global setup must start two chains, ten EVM and five Solana accounts')
}

/** What the EVM and Solana adapters propose, on the local chains. */
const proposal: WalletConnectProposal = {
  eip155: {
    chains: [`eip155:${chainA.id}`, `eip155:${chainB.id}`],
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    chains: [solanaDevnet.chainId],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  },
}

const closings: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closings.splice(0)) await close()
})

async function siteClient(): Promise<SignClientConnection> {
  const client = await walletConnect({
    metadata: { name: 'Latch demo', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    storagePrefix: `site-${crypto.randomUUID()}`,
  }).createClient({ relayUrl, projectId })
  closings.push(() => client.close())
  return client
}

async function mobileWallet(): Promise<TestMobileWallet> {
  const wallet = await createTestMobileWallet({
    relayUrl,
    projectId,
    evm: {
      privateKey: evmAccount?.privateKey ?? '0x',
      additionalPrivateKeys: [otherEvmAccount?.privateKey ?? '0x'],
      chains: devnet.chains,
    },
    solana: { secretKeys: [solanaAccount?.secretKey ?? ''], networks: [solanaDevnet] },
  })
  closings.push(() => wallet.close())
  return wallet
}

/** The arguments of the next `event` of a site client or the mobile wallet. */
function next<Events extends Record<string, (...args: never[]) => void>, E extends keyof Events>(
  emitter: {
    on(event: E, listener: Events[E]): void
    removeListener(event: E, listener: Events[E]): void
  },
  event: E,
): Promise<Parameters<Events[E]>> {
  return new Promise((resolve) => {
    const listener = ((...args: Parameters<Events[E]>) => {
      emitter.removeListener(event, listener)
      resolve(args)
    }) as Events[E]
    emitter.on(event, listener)
  })
}
const siteEvent = <E extends keyof WalletConnectEvents>(site: SignClientConnection, event: E) =>
  next<WalletConnectEvents, E>(site, event)
const walletEvent = <E extends keyof TestMobileWalletEvents>(wallet: TestMobileWallet, event: E) =>
  next<TestMobileWalletEvents, E>(wallet, event)

async function connected() {
  const [site, wallet] = await Promise.all([siteClient(), mobileWallet()])
  const pairing = await site.pair(proposal)
  await wallet.pair(pairing.uri)
  const approved = await wallet.approve()
  return { site, wallet, session: await pairing.approval, topic: approved.topic }
}

describe('the test mobile wallet and the site through latch-server’s relay', () => {
  test('default: the wallet shows the proposal and approves its EVM and Solana accounts', async () => {
    const [site, wallet] = await Promise.all([siteClient(), mobileWallet()])
    const pairing = await site.pair(proposal)

    const shown = await wallet.pair(pairing.uri)
    expect(shown.proposer).toMatchObject({ name: 'Latch demo', url: 'http://127.0.0.1' })
    expect(shown.namespaces).toEqual(proposal)
    expect(wallet.proposals).toEqual([shown])
    const approved = await wallet.approve()

    const session = await pairing.approval
    expect(session).toMatchObject({
      topic: approved.topic,
      accounts: {
        eip155: [
          `eip155:${chainA.id}:${evmAccount.address}`,
          `eip155:${chainB.id}:${evmAccount.address}`,
        ],
        solana: [`${solanaDevnet.chainId}:${solanaAccount.address}`],
      },
      peer: { name: 'Latch Test Mobile Wallet' },
    })
    expect(wallet.proposals).toEqual([])
    expect(wallet.sessions.map(({ topic }) => topic)).toEqual([approved.topic])
  })

  test('behavior: personal_sign is signed by the account, a transaction lands on the local chain', async () => {
    const { site } = await connected()
    const text = 'Sign in to the Latch demo'
    const signature = (await site.request({
      chainId: `eip155:${chainA.id}`,
      method: 'personal_sign',
      params: [toHex(text), evmAccount.address],
    })) as Hex
    expect(await verifyMessage({ address: evmAccount.address, message: text, signature })).toBe(
      true,
    )

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const chain = createPublicClient({ transport: http(chainB.rpcUrl) })
    const hash = (await site.request({
      chainId: `eip155:${chainB.id}`,
      method: 'eth_sendTransaction',
      params: [{ from: evmAccount.address, to: recipient, value: toHex(parseEther('0.25')) }],
    })) as Hex
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  test('behavior: Solana: a message signed by the account, a transfer that lands on the cluster', async () => {
    const { site } = await connected()
    const message = new TextEncoder().encode('Sign in with Solana')
    const { signature } = (await site.request({
      chainId: solanaDevnet.chainId,
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: solanaAccount.address },
    })) as { signature: string }
    expect(
      await verifySignature(
        await getPublicKeyFromAddress(address(solanaAccount.address)),
        new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes,
        message,
      ),
    ).toBe(true)

    const rpc = createSolanaRpc(solanaDevnet.rpcUrl)
    const recipient = (await generateKeyPairSigner()).address
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const payer = createNoopSigner(address(solanaAccount.address))
    const transfer = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(payer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: payer, destination: recipient, amount: 3_000_000n }),
          draft,
        ),
    )
    await site.request({
      chainId: solanaDevnet.chainId,
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: getBase64Decoder().decode(
          getTransactionEncoder().encode(compileTransaction(transfer)),
        ),
      },
    })
    expect((await rpc.getBalance(recipient).send()).value).toBe(3_000_000n)
  })

  test('behavior: the user refuses a signature → the site’s request rejects with 4001', async () => {
    const { site, wallet } = await connected()
    wallet.evm?.rejectNext('personal_sign')

    await expect(
      site.request({
        chainId: `eip155:${chainA.id}`,
        method: 'personal_sign',
        params: ['0x00', evmAccount.address],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.requests).toEqual([
      expect.objectContaining({
        method: 'personal_sign',
        error: expect.objectContaining({ code: 4001 }),
      }),
    ])
  })

  test('behavior: the user rejects the proposal → "Connection rejected"', async () => {
    const [site, wallet] = await Promise.all([siteClient(), mobileWallet()])
    const pairing = await site.pair(proposal)
    await wallet.pair(pairing.uri)

    await wallet.reject()

    await expect(pairing.approval).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      shortMessage: 'Connection rejected',
    })
    expect(wallet.sessions).toEqual([])
  })

  test('behavior: the user switches chains and accounts → the site hears chainChanged and the new account', async () => {
    const { site, wallet } = await connected()

    const chain = siteEvent(site, 'chainChanged')
    await wallet.switchChain(`eip155:${chainB.id}`)
    await expect(chain).resolves.toEqual([`eip155:${chainB.id}`])

    const changed = siteEvent(site, 'sessionChanged')
    await wallet.setAccount('eip155', 1)
    const [session] = await changed
    expect(session.accounts.eip155).toEqual([
      `eip155:${chainA.id}:${otherEvmAccount.address}`,
      `eip155:${chainB.id}:${otherEvmAccount.address}`,
    ])
    expect(session.accounts.solana).toEqual([`${solanaDevnet.chainId}:${solanaAccount.address}`])
  })

  test('behavior: disconnect from either side ends the session on both', async () => {
    const first = await connected()
    const siteHears = siteEvent(first.site, 'sessionEnded')
    await first.wallet.disconnect()
    await expect(siteHears).resolves.toEqual([])
    expect(first.wallet.sessions).toEqual([])

    const second = await connected()
    const walletHears = walletEvent(second.wallet, 'sessionEnded')
    await second.site.disconnect()
    await expect(walletHears).resolves.toEqual([second.topic])
    expect(second.wallet.sessions).toEqual([])
  })
})
