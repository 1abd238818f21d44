import { createSolanaTestWallet, type SolanaTestWallet } from '@latch/test-wallets'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, inject, it } from 'vitest'
import { createWebStorage } from './testing/webStorage.js'

const solana = inject('solanaDevnet')
const [first, second, recipient] = solana.accounts as [
  (typeof solana.accounts)[0],
  (typeof solana.accounts)[0],
  (typeof solana.accounts)[0],
]

function wallet() {
  return createSolanaTestWallet({
    secretKeys: [first.secretKey, second.secretKey],
    chains: { 'solana:devnet': solana.rpcUrl },
  })
}

async function connected() {
  const testWallet = wallet()
  const { accounts } = await testWallet.features['standard:connect'].connect()
  const account = accounts[0]
  if (!account) throw new Error('no account')
  return { testWallet, account }
}

/** An unsigned wire transfer of `lamports` from `from`, as a dapp hands it to a wallet. */
async function unsignedTransfer(from: string, lamports: bigint, version: 'legacy' | 0 = 0) {
  const { value: lifetime } = await createSolanaRpc(solana.rpcUrl).getLatestBlockhash().send()
  const payer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: payer,
          destination: address(recipient.address),
          amount: lamports,
        }),
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('createSolanaTestWallet', () => {
  it('default: a wallet-standard wallet of the devnet chain with every feature it implements', () => {
    const testWallet = wallet()
    expect(testWallet).toMatchObject({
      version: '1.0.0',
      name: 'Latch Test Wallet',
      chains: ['solana:devnet'],
      accounts: [],
    })
    expect(testWallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(testWallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(testWallet.address).toBe(first.address)
  })

  it('behavior: connect grants the selected account, silently only once granted', async () => {
    const testWallet = wallet()
    const { connect } = testWallet.features['standard:connect']
    await expect(connect({ silent: true })).resolves.toEqual({ accounts: [] })
    const changes: unknown[] = []
    testWallet.features['standard:events'].on('change', (change) => changes.push(change))
    const { accounts } = await connect()
    expect(accounts).toHaveLength(1)
    const [account] = accounts
    expect(account?.address).toBe(first.address)
    expect(account?.publicKey).toEqual(
      new Uint8Array(getAddressEncoder().encode(address(first.address))),
    )
    expect(Object.isFrozen(account)).toBe(true)
    expect(testWallet.accounts).toEqual(accounts)
    expect(changes).toEqual([{ accounts }])
    // The same account object every time: apps compare accounts by identity.
    expect((await connect({ silent: true })).accounts[0]).toBe(account)
  })

  it('parameters: rememberSite keeps the grant across wallets (page loads) until disconnected', async () => {
    const storage = createWebStorage()
    const load = () =>
      createSolanaTestWallet({
        secretKeys: [first.secretKey],
        chains: { 'solana:devnet': solana.rpcUrl },
        rememberSite: { storage, key: 'grant' },
      })
    const silently = (testWallet: SolanaTestWallet) =>
      testWallet.features['standard:connect'].connect({ silent: true })
    await expect(silently(load())).resolves.toEqual({ accounts: [] })
    await load().features['standard:connect'].connect()
    expect(storage.entries.get('grant')).toBe('granted')
    const reloaded = load()
    expect(reloaded.accounts.map((account) => account.address)).toEqual([first.address])
    expect((await silently(reloaded)).accounts.map((account) => account.address)).toEqual([
      first.address,
    ])
    await reloaded.features['standard:disconnect'].disconnect()
    expect(storage.entries.has('grant')).toBe(false)
    await expect(silently(load())).resolves.toEqual({ accounts: [] })
  })

  it('behavior: setAccount, disconnect() and standard:disconnect report changes', async () => {
    const { testWallet } = await connected()
    const changes: string[][] = []
    const off = testWallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((account) => account.address)),
    )
    testWallet.setAccount(1)
    expect(testWallet.address).toBe(second.address)
    testWallet.disconnect()
    expect(testWallet.accounts).toEqual([])
    await testWallet.features['standard:connect'].connect()
    await testWallet.features['standard:disconnect'].disconnect()
    off()
    await testWallet.features['standard:connect'].connect()
    expect(changes).toEqual([[second.address], [], [second.address], []])
    expect(() => testWallet.setAccount(2)).toThrow('the wallet has accounts 0 to 1, not 2')
  })

  it('behavior: rejectNext() fails the next prompt with 4001; a targeted one waits for its feature', async () => {
    const testWallet = wallet()
    const { connect } = testWallet.features['standard:connect']
    testWallet.rejectNext()
    await expect(connect()).rejects.toMatchObject({ code: 4001 })
    testWallet.rejectNext('solana:signMessage')
    const { accounts } = await connect()
    const account = accounts[0]
    if (!account) throw new Error('no account')
    const { signMessage } = testWallet.features['solana:signMessage']
    const message = new TextEncoder().encode('hello')
    await expect(signMessage({ account, message })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(signMessage({ account, message })).resolves.toHaveLength(1)
  })

  it('behavior: signs messages with ed25519 that verify against the address', async () => {
    const { testWallet, account } = await connected()
    const message = new TextEncoder().encode('Latch signs for real')
    const [output] = await testWallet.features['solana:signMessage'].signMessage({
      account,
      message,
    })
    if (!output) throw new Error('no output')
    expect(output.signedMessage).toEqual(message)
    expect(output.signatureType).toBe('ed25519')
    const key = await getPublicKeyFromAddress(address(first.address))
    const signature = output.signature as SignatureBytes
    await expect(verifySignature(key, signature, message)).resolves.toBe(true)
    await expect(
      verifySignature(key, signature, new TextEncoder().encode('something else')),
    ).resolves.toBe(false)
  })

  it('behavior: signTransaction adds a valid signature for legacy and v0 transactions', async () => {
    const { testWallet, account } = await connected()
    const { signTransaction } = testWallet.features['solana:signTransaction']
    for (const version of ['legacy', 0] as const) {
      const transaction = await unsignedTransfer(first.address, 1_000n, version)
      const [output] = await signTransaction({ account, transaction, chain: 'solana:devnet' })
      if (!output) throw new Error('no output')
      const signed = getTransactionDecoder().decode(output.signedTransaction)
      const signature = signed.signatures[address(first.address)]
      if (!signature) throw new Error('not signed')
      const key = await getPublicKeyFromAddress(address(first.address))
      await expect(verifySignature(key, signature, signed.messageBytes)).resolves.toBe(true)
    }
  })

  it('behavior: signAndSendTransaction sends through the cluster and moves lamports', async () => {
    const { testWallet, account } = await connected()
    const rpc = createSolanaRpc(solana.rpcUrl)
    const before = (await rpc.getBalance(address(recipient.address)).send()).value
    const transaction = await unsignedTransfer(first.address, 4_242n)
    const [output] = await testWallet.features[
      'solana:signAndSendTransaction'
    ].signAndSendTransaction({
      account,
      transaction,
      chain: 'solana:devnet',
      options: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 3 },
    })
    if (!output) throw new Error('no output')
    const signature = getBase58Decoder().decode(output.signature)
    const { value: statuses } = await rpc
      .getSignatureStatuses([signature as Parameters<typeof rpc.getSignatureStatuses>[0][0]])
      .send()
    expect(statuses[0]?.err).toBeNull()
    expect((await rpc.getBalance(address(recipient.address)).send()).value - before).toBe(4_242n)
  })

  it('behavior: errors carry codes: 4100 for another account, -32602 for bad input, the RPC code for a failed send', async () => {
    const { testWallet, account } = await connected()
    const other = { ...account, address: recipient.address }
    const message = new Uint8Array([1])
    await expect(
      testWallet.features['solana:signMessage'].signMessage({ account: other, message }),
    ).rejects.toMatchObject({ code: 4100 })
    const { signAndSendTransaction } = testWallet.features['solana:signAndSendTransaction']
    const transaction = await unsignedTransfer(first.address, 1n)
    await expect(
      signAndSendTransaction({ account, transaction, chain: 'solana:mainnet' }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      signAndSendTransaction({
        account,
        transaction: new Uint8Array([1, 2]),
        chain: 'solana:devnet',
      }),
    ).rejects.toMatchObject({ code: -32602 })
    const notMine = await unsignedTransfer(second.address, 1n)
    await expect(
      signAndSendTransaction({ account, transaction: notMine, chain: 'solana:devnet' }),
    ).rejects.toMatchObject({ code: -32602, message: /does not ask/ })
    await expect(
      signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:devnet',
        options: { minContextSlot: 10 ** 15 },
      }),
    ).rejects.toMatchObject({ code: -32016 })
  })

  it('parameters: keys, chains, name and icon are checked or used', () => {
    expect(() =>
      createSolanaTestWallet({ secretKeys: [], chains: { 'solana:devnet': '' } }),
    ).toThrow('at least one secret key')
    expect(() =>
      createSolanaTestWallet({ secretKeys: [first.secretKey], chains: { 'eip155:1': 'x' } }),
    ).toThrow('eip155:1 is not a Solana chain')
    expect(() =>
      createSolanaTestWallet({ secretKeys: ['abc'], chains: { 'solana:devnet': 'x' } }),
    ).toThrow('a Solana keypair has 64 bytes')
    const named = createSolanaTestWallet({
      secretKeys: [first.secretKey],
      chains: { 'solana:devnet': solana.rpcUrl, 'solana:testnet': 'http://127.0.0.1:1' },
      name: 'Other Wallet',
      icon: 'data:image/png;base64,AA==',
    })
    expect(named).toMatchObject({
      name: 'Other Wallet',
      icon: 'data:image/png;base64,AA==',
      chains: ['solana:devnet', 'solana:testnet'],
    })
  })
})
