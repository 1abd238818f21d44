import { type DevnetWalletClient, devnetWalletClient, uniswapV2RouterAbi } from '@latch/testkit'
import { inject } from 'vitest'

// The local chain A as the browser journeys of the Account's exchange read and move it: the
// demo's payer (dev account 0, the test wallet), the Uniswap V2 deployment, and another
// trader who moves prices.

const erc20Abi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

const erc721Abi = [
  {
    type: 'function',
    name: 'ownerOf',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ type: 'address' }],
  },
] as const

function chainA() {
  const chain = inject('devnet').chains[0]
  if (!chain) throw new Error('no local chain')
  return chain
}

/** A viem client of dev account `index` on chain A. */
export function clientOf(index: number): DevnetWalletClient {
  const account = inject('devnet').accounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return devnetWalletClient(chainA(), account)
}

export const payerAddress = () => clientOf(0).account.address

export function contracts() {
  const { dex, token, stablecoin, collectibles } = inject('devnet')
  const id = chainA().id
  const addresses = dex?.addresses[id]
  const ltt = token.addresses[id]
  const lusd = stablecoin?.addresses[id]
  const nft = collectibles?.addresses[id]
  if (!addresses || !ltt || !lusd || !nft) throw new Error('the devnet has no exchange')
  return { ...addresses, ltt, lusd, nft }
}

export async function tokenBalance(token: `0x${string}`, owner: `0x${string}`) {
  return clientOf(0).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

export async function ownerOf(tokenId: bigint) {
  return clientOf(0).readContract({
    address: contracts().nft,
    abi: erc721Abi,
    functionName: 'ownerOf',
    args: [tokenId],
  })
}

/** Dev account 0 takes back any allowance it gave the router: the next swap approves first. */
export async function revokeRouterAllowance(token: `0x${string}`) {
  const client = clientOf(0)
  const hash = await client.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [contracts().router, 0n],
  })
  await client.waitForTransactionReceipt({ hash })
}

/** Another trader (dev account `index`) buys `to` with `ether` ETH: the pool's price moves. */
export async function traderBuys(index: number, to: `0x${string}`, ether: bigint) {
  const client = clientOf(index)
  const { router, weth } = contracts()
  const block = await client.getBlock()
  const hash = await client.writeContract({
    address: router,
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [weth, to], client.account.address, block.timestamp + 600n],
    value: ether,
  })
  await client.waitForTransactionReceipt({ hash })
}

/** Wei dev account 0 paid in gas for its transactions mined after block `from`. */
export async function gasPaidSince(from: bigint): Promise<bigint> {
  const client = clientOf(0)
  const payer = client.account.address.toLowerCase()
  const latest = await client.getBlockNumber()
  let paid = 0n
  for (let number = from + 1n; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (transaction.from.toLowerCase() !== payer) continue
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
      paid += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return paid
}

/** A decimal amount as base units (exact: no floating point). */
export function toUnits(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.')
  return BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
}
