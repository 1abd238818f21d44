import { type AccountCall, encodeErc7579Execute } from '@latch/smart-account-encoding'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  http,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import {
  createBundlerClient,
  entryPoint08Abi,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { AuthError } from '../auth/authError.js'
import type { ChainClient, ChainClients } from '../chains/chainClient.js'
import type { SmartAccountChain, SmartSessionsModules } from '../config/smartAccountsConfig.js'
import { embeddedAccountIndex, latchAccountFactoryAbi } from './latchAccountAbi.js'
import type { Paymaster } from './paymaster.js'

/** The embedded wallet's smart account on one chain. */
export type SmartAccountState = { address: Address; deployed: boolean }

export type SmartAccounts = {
  /** Whether `chainId` (CAIP-2) offers the smart account. */
  enabled(chainId: string): boolean
  /** The numeric ids of the chains that do (what the frame tells the app). */
  chainIds(): number[]
  /** The owner's account: `accountFactory.getAddress(owner, 0)`, and whether it has code. */
  stateOf(chainId: string, owner: Address): Promise<SmartAccountState>
  /** The chain's smart-session modules, where the account grants sessions there. */
  sessionModules(chainId: string): SmartSessionsModules | undefined
  /** Whether the paymaster pays for the owner's operations (a paymaster key is configured). */
  sponsored(): boolean
  /**
   * Sends `calls` as ONE user operation of the owner's account (paid by the paymaster when
   * {@link sponsored}), signed by `owner`; resolves with the userOpHash once the bundler took it.
   */
  sendCalls(chainId: string, owner: PrivateKeyAccount, calls: readonly AccountCall[]): Promise<Hex>
  /** Waits for an operation's receipt (the bundle's transaction mined). */
  waitForReceipt(chainId: string, hash: Hex): Promise<UserOperationReceipt>
  /** The chain this process sent operation `hash` on (in the last ten minutes), if it did. */
  sentOn(hash: Hex): string | undefined
  /**
   * Whether the operation is on its way, not yet in a block: the bundler holds it, or this
   * process sent it in the last ten minutes (a bundler may not list what it is bundling).
   */
  isPending(chainId: string, hash: Hex): Promise<boolean>
  /** An operation's receipt, `undefined` while pending (or unknown to the bundler). */
  receiptOf(chainId: string, hash: Hex): Promise<UserOperationReceipt | undefined>
  /**
   * The owner's signature for the account, wrapped as ERC-6492 while the account is not
   * deployed, so verifiers can deploy it first. Verifiers then ask the account (ERC-1271),
   * and `LatchAccount` answers only for installed validator modules so far, not its owner.
   */
  signMessage(chainId: string, owner: PrivateKeyAccount, message: SignableMessage): Promise<Hex>
  signTypedData(
    chainId: string,
    owner: PrivateKeyAccount,
    typedData: TypedDataDefinition,
  ): Promise<Hex>
}

/**
 * A dummy signature of the right length for gas estimation: it must not recover to anyone
 * (the account then fails without reverting), and its bytes cost as a real one does.
 */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** How often the receipt is asked for, and for how long. */
const receiptPollingMs = 100
const receiptTimeoutMs = 60_000

export type CreateSmartAccountsParameters = {
  chains: Readonly<Record<string, SmartAccountChain>>
  clients: ChainClients
  /** Signs the operations' paymaster data in this process (the one `/v1/paymaster` uses). */
  paymaster: Paymaster
  /** Whether the paymaster has a key: otherwise the account pays its own gas. */
  sponsoring: boolean
}

/**
 * The embedded wallet's ERC-4337 accounts (`LatchAccount`, ERC-7579, owned by the user's key):
 * the address is the factory's counterfactual one, the first operation deploys it (initCode),
 * operations go to the chain's bundler with the paymaster's data signed here.
 */
export function createSmartAccounts({
  chains,
  clients,
  paymaster,
  sponsoring,
}: CreateSmartAccountsParameters): SmartAccounts {
  const addresses = new Map<string, Address>()
  /** The operations this process sent, by `chainId|hash`, with when. */
  const sent = new Map<string, number>()
  const sentMemoryMs = 10 * 60_000

  function settingsOf(chainId: string): { chain: SmartAccountChain; client: ChainClient } {
    const chain = chains[chainId]
    const client = clients.get(chainId)
    if (!chain || !client) throw new AuthError('SMART_ACCOUNT_UNAVAILABLE')
    return { chain, client }
  }

  async function addressOf(chainId: string, owner: Address): Promise<Address> {
    const key = `${chainId}|${owner.toLowerCase()}`
    const known = addresses.get(key)
    if (known) return known
    const { chain, client } = settingsOf(chainId)
    const address = await client.readContract({
      address: chain.accountFactory,
      abi: latchAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, embeddedAccountIndex],
    })
    addresses.set(key, address)
    return address
  }

  const factoryDataOf = (owner: Address) =>
    encodeFunctionData({
      abi: latchAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner, embeddedAccountIndex],
    })

  async function isDeployed(client: ChainClient, address: Address): Promise<boolean> {
    const code = await client.getCode({ address })
    return code !== undefined && code !== '0x'
  }

  async function accountOf(chainId: string, owner: PrivateKeyAccount): Promise<SmartAccount> {
    const { chain, client } = settingsOf(chainId)
    const address = await addressOf(chainId, owner.address)
    const entryPoint = { abi: entryPoint08Abi, address: chain.entryPoint, version: '0.8' } as const
    return toSmartAccount({
      client,
      entryPoint,
      getAddress: async () => address,
      // Nonce key 0: the key's top 20 bytes choose the validator module, and zero is the
      // owner's key (viem's default key, a timestamp, would name a module by accident).
      getNonce: () =>
        client.readContract({
          address: chain.entryPoint,
          abi: entryPoint08Abi,
          functionName: 'getNonce',
          args: [address, 0n],
        }),
      getFactoryArgs: async () => ({
        factory: chain.accountFactory,
        factoryData: factoryDataOf(owner.address),
      }),
      encodeCalls: async (calls) => encodeErc7579Execute(calls),
      getStubSignature: async () => stubSignature,
      // The owner signs the raw v0.8 userOpHash (an EIP-712 hash already): validator 0 (the
      // nonce key's top bytes) is the owner's key.
      signUserOperation: async (operation) =>
        owner.sign({
          hash: getUserOperationHash({
            userOperation: { ...operation, sender: address, signature: '0x' },
            entryPointAddress: chain.entryPoint,
            entryPointVersion: '0.8',
            chainId: client.chain.id,
          }),
        }),
      // The owner's own signature: viem's smart account wraps it as ERC-6492 (factory and
      // createAccount data) while the account has no code.
      signMessage: ({ message }) => owner.signMessage({ message }),
      signTypedData: (typedData) => owner.signTypedData(typedData as TypedDataDefinition),
    })
  }

  function bundlerOf(chainId: string, account?: SmartAccount) {
    const { chain, client } = settingsOf(chainId)
    return createBundlerClient({
      client,
      transport: http(chain.bundlerUrl),
      ...(account ? { account } : {}),
      ...(sponsoring
        ? {
            paymaster: {
              getPaymasterStubData: (operation) => paymaster.stubData(chainId, operation),
              getPaymasterData: (operation) => paymaster.data(chainId, operation),
            },
          }
        : {}),
    })
  }

  return {
    enabled: (chainId) => chains[chainId] !== undefined && clients.has(chainId),
    chainIds: () =>
      Object.keys(chains)
        .filter((chainId) => clients.has(chainId))
        .map((chainId) => Number(chainId.split(':')[1])),
    async stateOf(chainId, owner) {
      const { client } = settingsOf(chainId)
      const address = await addressOf(chainId, owner)
      return { address, deployed: await isDeployed(client, address) }
    },
    sessionModules: (chainId) =>
      clients.has(chainId) ? chains[chainId]?.smartSessions : undefined,
    sponsored: () => sponsoring,
    async sendCalls(chainId, owner, calls) {
      const account = await accountOf(chainId, owner)
      const hash = await bundlerOf(chainId, account).sendUserOperation({
        account,
        calls: [...calls],
      })
      const now = Date.now()
      for (const [key, at] of sent) if (at < now - sentMemoryMs) sent.delete(key)
      sent.set(`${chainId}|${hash}`, now)
      return hash
    },
    waitForReceipt: (chainId, hash) =>
      bundlerOf(chainId).waitForUserOperationReceipt({
        hash,
        pollingInterval: receiptPollingMs,
        timeout: receiptTimeoutMs,
      }),
    sentOn(hash) {
      const now = Date.now()
      for (const [key, at] of sent) {
        const [chainId, sentHash] = key.split('|')
        if (sentHash === hash && at > now - sentMemoryMs) return chainId
      }
      return undefined
    },
    async isPending(chainId, hash) {
      const at = sent.get(`${chainId}|${hash}`)
      if (at !== undefined && at > Date.now() - sentMemoryMs) return true
      try {
        await bundlerOf(chainId).getUserOperation({ hash })
        return true
      } catch (error) {
        if (error instanceof Error && error.name === 'UserOperationNotFoundError') return false
        throw error
      }
    },
    async receiptOf(chainId, hash) {
      try {
        return await bundlerOf(chainId).getUserOperationReceipt({ hash })
      } catch (error) {
        if (error instanceof Error && error.name === 'UserOperationReceiptNotFoundError') {
          return undefined
        }
        throw error
      }
    },
    async signMessage(chainId, owner, message) {
      return (await accountOf(chainId, owner)).signMessage({ message })
    },
    async signTypedData(chainId, owner, typedData) {
      return (await accountOf(chainId, owner)).signTypedData(typedData)
    },
  }
}
