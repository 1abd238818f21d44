import { createTestWallet, ProviderRpcError, type TestWallet } from '@latch/test-wallets'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { createWebStorage } from './testing/webStorage.js'

const devnet = inject('devnet')
const [chainA, chainB] = devnet.chains
if (!chainA || !chainB) throw new Error('the global setup must start two chains')
// Only this file sends transactions on the shared chains: accounts 1–3 send, 7–9 receive.
const [, sender, otherSender, thirdSender, , , , recipient, otherRecipient] = devnet.accounts
if (!sender || !otherSender || !thirdSender || !recipient || !otherRecipient) {
  throw new Error('the devnet must have ten accounts')
}
const tokenAddress = devnet.token.addresses[chainA.id] as Address

const publicClient = (chain: { rpcUrl: string }) =>
  createPublicClient({ transport: http(chain.rpcUrl) })

const viemChain = (chain: { id: number; name: string; rpcUrl: string }) =>
  defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })

/** A dapp's view of the wallet: viem over the EIP-1193 provider, nothing else. */
const dappClient = (wallet: TestWallet, chain = chainA) =>
  createWalletClient({
    account: wallet.address,
    chain: viemChain(chain),
    transport: custom(wallet),
  })

/** Requests any method, typed or not, as a dapp in plain JavaScript would. */
const send = (wallet: TestWallet, method: string, params?: unknown[]) =>
  (wallet.request as (args: { method: string; params?: unknown[] }) => Promise<unknown>)(
    params === undefined ? { method } : { method, params },
  )

/** The rejection of `promise`, which must reject. */
async function rejectionOf(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise
  } catch (error) {
    return error as ProviderRpcError
  }
  throw new Error('expected the request to fail')
}

function recordEvents(wallet: TestWallet) {
  const seen: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const) {
    wallet.on(event, (payload: unknown) => seen.push([event, payload]))
  }
  return seen
}

let wallet: TestWallet

beforeEach(() => {
  wallet = createTestWallet({
    privateKey: sender.privateKey,
    additionalPrivateKeys: [otherSender.privateKey],
    chains: devnet.chains,
  })
})

describe('createTestWallet', () => {
  it('default: on the first chain, no accounts until the dapp asks, then the first account', async () => {
    const events = recordEvents(wallet)
    await expect(send(wallet, 'eth_chainId')).resolves.toBe('0x7a69')
    await expect(send(wallet, 'net_version')).resolves.toBe('31337')
    await expect(send(wallet, 'eth_accounts')).resolves.toEqual([])
    await expect(send(wallet, 'eth_requestAccounts')).resolves.toEqual([sender.address])
    await expect(send(wallet, 'eth_accounts')).resolves.toEqual([sender.address])
    expect(events).toEqual([['accountsChanged', [sender.address]]])
    expect(wallet.address).toBe(sender.address)
    expect(wallet.chainId).toBe(chainA.id)
  })

  it('parameters: initialChainId', async () => {
    const onB = createTestWallet({
      privateKey: sender.privateKey,
      chains: devnet.chains,
      initialChainId: chainB.id,
    })
    await expect(send(onB, 'eth_chainId')).resolves.toBe('0x7a6a')
  })

  it('parameters: rememberSite keeps the grant across wallets (page loads) until revoked', async () => {
    const storage = createWebStorage()
    const load = () =>
      createTestWallet({
        privateKey: sender.privateKey,
        chains: devnet.chains,
        rememberSite: { storage, key: 'grant' },
      })
    await expect(send(load(), 'eth_accounts')).resolves.toEqual([])
    await send(load(), 'eth_requestAccounts')
    const reloaded = load()
    await expect(send(reloaded, 'eth_accounts')).resolves.toEqual([sender.address])
    await send(reloaded, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    await expect(send(load(), 'eth_accounts')).resolves.toEqual([])
    // Without the option, a new wallet has forgotten the site.
    await send(load(), 'eth_requestAccounts')
    await expect(send(wallet, 'eth_accounts')).resolves.toEqual([])
  })

  it('behavior: signing and sending before eth_requestAccounts fail with 4100', async () => {
    for (const [method, params] of [
      ['personal_sign', ['0x68656c6c6f', sender.address]],
      ['eth_sendTransaction', [{ from: sender.address, to: recipient.address, value: '0x1' }]],
    ] as const) {
      const error = await rejectionOf(send(wallet, method, [...params]))
      expect(error).toBeInstanceOf(Error)
      expect(error).toMatchObject({ code: 4100 })
    }
  })

  it('behavior: unknown methods fail with 4200', async () => {
    const error = await rejectionOf(send(wallet, 'eth_sign', [sender.address, '0x00']))
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({
      code: 4200,
      message: 'The test wallet does not support eth_sign',
    })
  })

  it('behavior: personal_sign and eth_signTypedData_v4 give signatures that verify', async () => {
    await send(wallet, 'eth_requestAccounts')
    const signature = (await send(wallet, 'personal_sign', [
      '0x48656c6c6f204c61746368', // "Hello Latch"
      sender.address,
    ])) as Hex
    await expect(
      verifyMessage({ address: sender.address, message: 'Hello Latch', signature }),
    ).resolves.toBe(true)
    await expect(
      verifyMessage({ address: otherSender.address, message: 'Hello Latch', signature }),
    ).resolves.toBe(false)

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: chainA.id, verifyingContract: tokenAddress },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Alice', wallet: sender.address }, contents: 'Hello' },
    } as const
    const typedSignature = await dappClient(wallet).signTypedData(typedData)
    await expect(
      verifyTypedData({ ...typedData, address: sender.address, signature: typedSignature }),
    ).resolves.toBe(true)
    await expect(
      verifyTypedData({
        ...typedData,
        message: { ...typedData.message, contents: 'Bye' },
        address: sender.address,
        signature: typedSignature,
      }),
    ).resolves.toBe(false)
  })

  it('behavior: a native transfer moves exactly the value, and the sender pays the gas', async () => {
    await send(wallet, 'eth_requestAccounts')
    const chain = publicClient(chainA)
    const [senderBefore, recipientBefore] = await Promise.all([
      chain.getBalance({ address: sender.address }),
      chain.getBalance({ address: recipient.address }),
    ])
    const value = parseEther('1.25')
    const hash = await dappClient(wallet).sendTransaction({ to: recipient.address, value })
    const receipt = await chain.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(sender.address.toLowerCase())
    await expect(chain.getBalance({ address: recipient.address })).resolves.toBe(
      recipientBefore + value,
    )
    await expect(chain.getBalance({ address: sender.address })).resolves.toBe(
      senderBefore - value - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  it('behavior: an ERC-20 transfer through eth_sendTransaction changes token balances', async () => {
    await send(wallet, 'eth_requestAccounts')
    const balanceOf = async (address: Address) =>
      BigInt(
        (await send(wallet, 'eth_call', [
          {
            to: tokenAddress,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
          },
          'latest',
        ])) as Hex,
      )
    const [senderBefore, recipientBefore] = [
      await balanceOf(sender.address),
      await balanceOf(recipient.address),
    ]
    const amount = 42n * 10n ** 18n
    const hash = (await send(wallet, 'eth_sendTransaction', [
      {
        from: sender.address,
        to: tokenAddress,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient.address, amount],
        }),
      },
    ])) as Hex
    const receipt = await publicClient(chainA).getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    await expect(balanceOf(sender.address)).resolves.toBe(senderBefore - amount)
    await expect(balanceOf(recipient.address)).resolves.toBe(recipientBefore + amount)
  })

  it('behavior: concurrent sends get consecutive nonces and all land', async () => {
    await send(wallet, 'eth_requestAccounts')
    const chain = publicClient(chainA)
    const before = await chain.getBalance({ address: otherRecipient.address })
    const hashes = (await Promise.all(
      [1n, 2n, 3n].map((wei) =>
        send(wallet, 'eth_sendTransaction', [{ to: otherRecipient.address, value: `0x${wei}` }]),
      ),
    )) as Hex[]
    const receipts = await Promise.all(hashes.map((hash) => chain.getTransactionReceipt({ hash })))
    expect(receipts.map((receipt) => receipt.status)).toEqual(['success', 'success', 'success'])
    await expect(chain.getBalance({ address: otherRecipient.address })).resolves.toBe(before + 6n)
  })

  it('behavior: wallet_sendCalls runs the calls in order; wallet_getCallsStatus reports them', async () => {
    await send(wallet, 'eth_requestAccounts')
    const chain = publicClient(chainA)
    const tokenBefore = await chain.readContract({
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [otherRecipient.address],
    })
    const ethBefore = await chain.getBalance({ address: otherRecipient.address })
    const dapp = dappClient(wallet)
    await expect(dapp.getCapabilities({ chainId: chainA.id })).resolves.toEqual({
      atomic: { status: 'unsupported' },
    })
    // EIP-5792 v2's shape, keyed by chain; a chain the wallet does not know has no entry.
    const onlyA = createTestWallet({ privateKey: sender.privateKey, chains: [chainA] })
    await send(onlyA, 'eth_requestAccounts')
    await expect(
      send(onlyA, 'wallet_getCapabilities', [sender.address, ['0x7a69', '0x7a6a']]),
    ).resolves.toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    const { id } = await dapp.sendCalls({
      calls: [
        { to: otherRecipient.address, value: 7n },
        {
          to: tokenAddress,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [otherRecipient.address, 5n],
          }),
        },
      ],
    })
    const status = await dapp.getCallsStatus({ id })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: false })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    const [first, second] = status.receipts ?? []
    expect(first && second && first.blockNumber < second.blockNumber).toBe(true)
    await expect(chain.getBalance({ address: otherRecipient.address })).resolves.toBe(
      ethBefore + 7n,
    )
    await expect(
      chain.readContract({
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [otherRecipient.address],
      }),
    ).resolves.toBe(tokenBefore + 5n)
    await expect(
      rejectionOf(send(wallet, 'wallet_getCallsStatus', ['0x00'])),
    ).resolves.toMatchObject({ code: 5730 })
  })

  it('behavior: an unknown chain is 4902; once added it is known and switched to', async () => {
    const onlyA = createTestWallet({ privateKey: thirdSender.privateKey, chains: [chainA] })
    const events = recordEvents(onlyA)
    const chainIdB = '0x7a6a'
    const unknown = await rejectionOf(
      send(onlyA, 'wallet_switchEthereumChain', [{ chainId: chainIdB }]),
    )
    expect(unknown).toBeInstanceOf(Error)
    expect(unknown).toMatchObject({ code: 4902 })
    await expect(send(onlyA, 'eth_chainId')).resolves.toBe('0x7a69')

    await expect(
      send(onlyA, 'wallet_addEthereumChain', [
        { chainId: chainIdB, chainName: chainB.name, rpcUrls: [chainB.rpcUrl] },
      ]),
    ).resolves.toBeNull()
    await expect(send(onlyA, 'eth_chainId')).resolves.toBe(chainIdB)
    await send(onlyA, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])
    await send(onlyA, 'wallet_switchEthereumChain', [{ chainId: chainIdB }])
    expect(events).toEqual([
      ['chainChanged', chainIdB],
      ['chainChanged', '0x7a69'],
      ['chainChanged', chainIdB],
    ])

    // The transfer lands on chain B, through the RPC URL the dapp gave.
    await send(onlyA, 'eth_requestAccounts')
    const [onA, onB] = [publicClient(chainA), publicClient(chainB)]
    const [aBefore, bBefore] = await Promise.all([
      onA.getBalance({ address: recipient.address }),
      onB.getBalance({ address: recipient.address }),
    ])
    await dappClient(onlyA, chainB).sendTransaction({ to: recipient.address, value: 3n })
    await expect(onB.getBalance({ address: recipient.address })).resolves.toBe(bBefore + 3n)
    await expect(onA.getBalance({ address: recipient.address })).resolves.toBe(aBefore)
  })

  it('behavior: wallet_addEthereumChain rejects malformed chain ids and RPC URLs with -32602', async () => {
    for (const params of [
      { chainId: '31338', chainName: 'B', rpcUrls: [chainB.rpcUrl] },
      { chainId: '0x07a6a', chainName: 'B', rpcUrls: [chainB.rpcUrl] },
      { chainId: 31338, chainName: 'B', rpcUrls: [chainB.rpcUrl] },
      { chainId: '0x7a6a', chainName: 'B', rpcUrls: ['javascript:alert(1)'] },
      { chainId: '0x7a6a', chainName: 'B', rpcUrls: [] },
      { chainId: '0x7a6a', rpcUrls: [chainB.rpcUrl] },
    ]) {
      const onlyA = createTestWallet({ privateKey: sender.privateKey, chains: [chainA] })
      await expect(
        rejectionOf(send(onlyA, 'wallet_addEthereumChain', [params])),
      ).resolves.toMatchObject({ code: -32602 })
      await expect(
        rejectionOf(send(onlyA, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])),
      ).resolves.toMatchObject({ code: 4902 })
    }
  })

  it('behavior: rejectNext(method) fails that request with 4001 once; the retry works', async () => {
    await send(wallet, 'eth_requestAccounts')
    wallet.rejectNext('personal_sign')
    await expect(send(wallet, 'eth_chainId')).resolves.toBe('0x7a69')
    const rejected = await rejectionOf(send(wallet, 'personal_sign', ['0x01', sender.address]))
    expect(rejected).toBeInstanceOf(Error)
    expect(rejected).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    const signature = (await send(wallet, 'personal_sign', ['0x01', sender.address])) as Hex
    await expect(
      verifyMessage({ address: sender.address, message: { raw: '0x01' }, signature }),
    ).resolves.toBe(true)
  })

  it('behavior: rejectNext() targets the next prompt, which viem sees as a user rejection', async () => {
    wallet.rejectNext()
    await expect(send(wallet, 'eth_chainId')).resolves.toBe('0x7a69')
    await expect(send(wallet, 'eth_accounts')).resolves.toEqual([])
    await expect(dappClient(wallet).requestAddresses()).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(dappClient(wallet).requestAddresses()).resolves.toEqual([sender.address])
  })

  it('behavior: setChainId puts the wallet on any chain; reads there fail with 4901', async () => {
    const events = recordEvents(wallet)
    wallet.setChainId(999)
    expect(events).toEqual([['chainChanged', '0x3e7']])
    await expect(send(wallet, 'eth_chainId')).resolves.toBe('0x3e7')
    await expect(rejectionOf(send(wallet, 'eth_blockNumber'))).resolves.toMatchObject({
      code: 4901,
    })
    wallet.setChainId(chainA.id)
    await expect(send(wallet, 'eth_blockNumber')).resolves.toMatch(/^0x[0-9a-f]+$/)
    expect(() => wallet.setChainId(0)).toThrow(RangeError)
  })

  it('behavior: setAccount and disconnect emit accountsChanged, disconnect and connect', async () => {
    const events = recordEvents(wallet)
    await send(wallet, 'eth_requestAccounts')
    wallet.setAccount(1)
    await expect(send(wallet, 'eth_accounts')).resolves.toEqual([otherSender.address])
    expect(() => wallet.setAccount(2)).toThrow(RangeError)

    wallet.disconnect()
    await expect(send(wallet, 'eth_accounts')).resolves.toEqual([])
    await expect(
      rejectionOf(send(wallet, 'personal_sign', ['0x01', otherSender.address])),
    ).resolves.toMatchObject({ code: 4100 })
    await send(wallet, 'eth_requestAccounts')

    const [disconnectEvent] = events.filter(([event]) => event === 'disconnect')
    expect(disconnectEvent?.[1]).toBeInstanceOf(ProviderRpcError)
    expect(disconnectEvent?.[1]).toMatchObject({ code: 4900 })
    expect(
      events.map(([event, payload]) => [event, event === 'disconnect' ? 4900 : payload]),
    ).toEqual([
      ['accountsChanged', [sender.address]],
      ['accountsChanged', [otherSender.address]],
      ['accountsChanged', []],
      ['disconnect', 4900],
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [otherSender.address]],
    ])
  })

  it('behavior: removeListener stops the events', async () => {
    const seen: unknown[] = []
    const listener = (accounts: readonly Address[]) => seen.push(accounts)
    wallet.on('accountsChanged', listener)
    await send(wallet, 'eth_requestAccounts')
    wallet.removeListener('accountsChanged', listener)
    wallet.setAccount(1)
    expect(seen).toEqual([[sender.address]])
  })

  it('behavior: a signature for another account than the connected one fails with 4100', async () => {
    await send(wallet, 'eth_requestAccounts')
    await expect(
      rejectionOf(send(wallet, 'personal_sign', ['0x01', otherSender.address])),
    ).resolves.toMatchObject({ code: 4100 })
  })

  it('behavior: node errors come back with the node code and message', async () => {
    await send(wallet, 'eth_requestAccounts')
    const error = await rejectionOf(
      send(wallet, 'eth_sendTransaction', [
        { to: recipient.address, value: `0x${(10n ** 30n).toString(16)}` },
      ]),
    )
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(typeof error.code).toBe('number')
    expect(error.message).toMatch(/insufficient funds|doesn't have enough funds/i)
  })
})
