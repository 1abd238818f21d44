import type { CaipNetwork } from '@latch/core'
import { type DevnetInfo, devnetWalletClient } from '@latch/testkit/wallet'
import { parseEther } from 'viem'

/** What the faucet gives: enough for many sends, little next to a dev account's 10,000 ETH. */
export const faucetAmount = parseEther('1')

/**
 * Sends {@link faucetAmount} to `to` on `network` from the last dev account, which no wallet of
 * the demo uses (so its nonces never race the test wallet's), and waits for it to land.
 *
 * @throws when `network` is not one of the local chains.
 */
export async function fundFromFaucet(
  devnet: DevnetInfo,
  network: Pick<CaipNetwork, 'id' | 'name'>,
  to: string,
): Promise<string> {
  const chain = devnet.chains.find((candidate) => candidate.id === Number(network.id))
  const faucet = devnet.accounts.at(-1)
  if (!chain || !faucet) throw new Error(`The faucet serves the local chains, not ${network.name}`)
  const client = devnetWalletClient(chain, faucet)
  const hash = await client.sendTransaction({ to: to as `0x${string}`, value: faucetAmount })
  await client.waitForTransactionReceipt({ hash })
  return hash
}
