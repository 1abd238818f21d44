import { parseAbi } from 'viem'

/** `LatchAccountFactory`: where an owner's account is, and how it is created (initCode). */
export const latchAccountFactoryAbi = parseAbi([
  'function implementation() view returns (address)',
  'function getAddress(address owner, uint256 index) view returns (address)',
  'function createAccount(address owner, uint256 index) returns (address)',
])

/** The embedded wallet's account of an owner: index 0 of the factory. */
export const embeddedAccountIndex = 0n
