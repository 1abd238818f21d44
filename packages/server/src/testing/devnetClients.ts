import type { DevAccount, DevnetChain, DevnetInfo } from '@latch/testkit'
import { devnetWalletClient } from '@latch/testkit'
import { type Address, erc20Abi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

declare module 'vitest' {
  // The chains of testkit's globalSetup (vitest.config.ts), for `inject('devnet')`.
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

const devnetWallet = devnetWalletClient

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
