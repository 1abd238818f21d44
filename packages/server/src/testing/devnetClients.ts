import type { DevAccount, DevnetChain, DevnetInfo } from '@latch/testkit'
import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** A wallet client of `account` on a local chain that waits for its receipts. */
function devnetWallet(chain: DevnetChain, account: DevAccount) {
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    pollingInterval: 20,
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
}

/** A new account nobody used: its balances start at zero. */
export function freshAccount() {
  return privateKeyToAccount(generatePrivateKey())
}

/** Sends `ether` ETH and waits until it is mined; resolves with the hash. */
export async function sendEther(
  chain: DevnetChain,
  from: DevAccount,
  to: Address,
  ether: string,
): Promise<`0x${string}`> {
  const wallet = devnetWallet(chain, from)
  const hash = await wallet.sendTransaction({ to, value: parseEther(ether) })
  await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

/** Sends `amount` LTT and waits until it is mined; resolves with the hash. */
export async function sendTestToken(
  devnet: DevnetInfo,
  chain: DevnetChain,
  from: DevAccount,
  to: Address,
  amount: string,
): Promise<`0x${string}`> {
  const wallet = devnetWallet(chain, from)
  const address = devnet.token.addresses[chain.id]
  if (!address) throw new Error(`no LTT on chain ${chain.id}`)
  const hash = await wallet.writeContract({
    address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseEther(amount)],
  })
  await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

/** `LATCH_CHAIN_RPC` of the local chains, as the `chainRpc` option. */
export function devnetChainRpc(devnet: DevnetInfo): Record<string, string> {
  return Object.fromEntries(devnet.chains.map((chain) => [`eip155:${chain.id}`, chain.rpcUrl]))
}
