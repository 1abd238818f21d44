import type { DevAccount } from '@latch/test-wallets'
import { type Address, encodeDeployData, getAddress, type Hex, type TransactionReceipt } from 'viem'
import type { CompiledContract } from './compileDevnetContracts.js'
import type { DevnetChain } from './devnetInfo.js'
import { devnetWalletClient } from './devnetWalletClient.js'

/** Sends one account's start-up transactions on one local chain, in order, each mined. */
export type DevnetSender = {
  /** Sends a transaction and resolves with its receipt; a reverted one throws, naming `what`. */
  send(
    what: string,
    request: { to?: Address; data: Hex; value?: bigint },
  ): Promise<TransactionReceipt>
  /** Deploys `contract` with `args` and resolves with its address. */
  deploy(what: string, contract: CompiledContract, args: readonly unknown[]): Promise<Address>
}

// Above what any start-up transaction uses (the EntryPoint's deployment, the largest, uses
// about 5 M) and under hardhat's 30 M block limit; only what is used is paid.
const gasLimit = 8_000_000n
// Hardhat starts at a base fee of 1 gwei and lowers it after every block under half full,
// which all of these are: 10 gwei always covers it.
const maxFeePerGas = 10n ** 10n
const maxPriorityFeePerGas = 10n ** 9n

/**
 * A {@link DevnetSender} of `account` on `chain`, from the account's current nonce. Each
 * transaction is signed here with every field given, so it costs two requests (send, then
 * the receipt) instead of viem's six (chain id, nonce, gas estimate, fees...): a tenth of a
 * second less per transaction on a loaded machine. One sender per account: it counts nonces.
 */
export async function devnetSender(chain: DevnetChain, account: DevAccount): Promise<DevnetSender> {
  const client = devnetWalletClient(chain, account)
  let nonce = await client.getTransactionCount({ address: client.account.address })
  const send: DevnetSender['send'] = async (what, request) => {
    const serializedTransaction = await client.account.signTransaction({
      chainId: chain.id,
      type: 'eip1559',
      nonce: nonce++,
      gas: gasLimit,
      maxFeePerGas,
      maxPriorityFeePerGas,
      ...request,
    })
    const hash = await client.sendRawTransaction({ serializedTransaction })
    // The nodes mine each transaction as it arrives (automine): the receipt is there already.
    const receipt = await client.getTransactionReceipt({ hash })
    if (receipt.status !== 'success') {
      throw new Error(`${what} on chain ${chain.id} failed (${hash})`)
    }
    return receipt
  }
  const deploy: DevnetSender['deploy'] = async (what, contract, args) => {
    const data = encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args })
    const { contractAddress } = await send(`deploying ${what}`, { data })
    if (!contractAddress) throw new Error(`deploying ${what} on chain ${chain.id} made no contract`)
    return getAddress(contractAddress)
  }
  return { send, deploy }
}
