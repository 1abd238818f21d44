import type { DevAccount } from '@latch/test-wallets'
import { requestJsonRpc } from '@latch/test-wallets/internal'
import { type Address, encodeFunctionData, parseAbi, toHex } from 'viem'
import { compileContracts } from '../compileContracts.js'
import type { DevnetChain } from '../devnetInfo.js'
import { devnetSender } from '../devnetSender.js'

/** The local ID registry's reads (those of Farcaster's IdRegistry) and its `register`. */
export const farcasterIdRegistryAbi = parseAbi([
  'function idOf(address custody) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
  'function register(address to) returns (uint256)',
])

/**
 * The development Farcaster account's custody key (keccak256 of "latch development farcaster
 * custody"): it deploys the local ID registry and holds fid 1 there. A public key, for local
 * chains only; latch-server's `/dev/farcaster` page signs with it in development.
 */
export const farcasterDevCustody: DevAccount = Object.freeze({
  address: '0xb06Ef49e3D5B6dffb400e058e64E6aB2b5dB809e',
  privateKey: '0x42576c5ea33d9e955ca4515106c65f5373adb2bf3e46ecc0d6d1a4b89a0dc1de',
})

/**
 * Where {@link deployFarcasterIdRegistry} puts the registry: the custody key's first contract,
 * so the same on every fresh local chain (latch-server's development default).
 */
export const farcasterDevIdRegistry: Address = '0x43dED9276d48B114220c0d142a27E179C2A2554a'

/** The fid {@link farcasterDevCustody} holds on the local ID registry. */
export const farcasterDevFid = 1

// Deploying and one registration cost far less; hardhat_setBalance gives it this once.
const custodyBalance = 10n ** 18n

/**
 * Deploys `contracts/LatchIdRegistry.sol` on a fresh local chain from
 * {@link farcasterDevCustody} (funded with `hardhat_setBalance`), at
 * {@link farcasterDevIdRegistry}, and registers the custody key as fid
 * {@link farcasterDevFid}.
 *
 * @throws when the registry lands elsewhere (the key has sent on this chain before).
 */
export async function deployFarcasterIdRegistry(chain: DevnetChain): Promise<Address> {
  const { registry } = await compileContracts('farcaster-contracts', {
    registry: 'LatchIdRegistry',
  })
  await requestJsonRpc(chain.rpcUrl, 'hardhat_setBalance', [
    farcasterDevCustody.address,
    toHex(custodyBalance),
  ])
  const sender = await devnetSender(chain, farcasterDevCustody)
  const address = await sender.deploy('deploying the Farcaster ID registry', registry, [])
  if (address.toLowerCase() !== farcasterDevIdRegistry.toLowerCase()) {
    throw new Error(`the Farcaster ID registry landed at ${address}, not ${farcasterDevIdRegistry}`)
  }
  await sender.send('registering the development Farcaster account', {
    to: address,
    data: encodeFunctionData({
      abi: farcasterIdRegistryAbi,
      functionName: 'register',
      args: [farcasterDevCustody.address],
    }),
  })
  return address
}
