// Loaded with the connected side: @polkadot/util-crypto decodes and writes SS58 addresses.
import { type AdapterAccount, AdapterError } from '@latch/core'
import { u8aToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import type { InjectedAccount, InjectedKeyType } from './injectedWeb3.js'

/** An extension's account as the adapter keeps it, written for the network in use. */
export type PolkadotAccount = {
  /** SS58 with the network's prefix. */
  address: string
  /** The 32-byte account id, `0x`-hex: the same on every network. */
  publicKey: string
  /** The name the visitor gave it in the extension (plain text, never markup). */
  name?: string | undefined
  keyType?: Exclude<InjectedKeyType, 'ethereum'> | undefined
}

/** The account id of an SS58 address (any prefix), `0x`-hex; undefined when it is not one. */
export function publicKeyOf(address: string): string | undefined {
  try {
    const key = decodeAddress(address)
    return key.length === 32 ? u8aToHex(key) : undefined
  } catch {
    return undefined
  }
}

/**
 * Checks an address a transfer goes to: its SS58 checksum, and that it is written for the
 * network (`prefix`), since an address of another network is most often a mistake of chain.
 *
 * @throws {AdapterError} `INVALID_ADDRESS` with the reason in `details`.
 */
export function assertAddressOn(address: string, prefix: number): void {
  const key = publicKeyOf(address)
  if (!key)
    throw new AdapterError('INVALID_ADDRESS', {
      details: `${address} is not an SS58 account address`,
    })
  const written = encodeAddress(key, prefix)
  if (written !== address) {
    throw new AdapterError('INVALID_ADDRESS', {
      details: `${address} is written for another network; on this network it is ${written}`,
    })
  }
}

// Names go into the modal as text: short, with no control characters.
const maxNameLength = 64
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
const controlCharacters = /[\u0000-\u001f\u007f]/

function plainName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > maxNameLength || controlCharacters.test(trimmed))
    return undefined
  return trimmed
}

const keyTypes = new Set(['sr25519', 'ed25519', 'ecdsa'])

/**
 * The extension's accounts that can act on the network whose CAIP-2 reference is given,
 * written with its SS58 prefix: `ethereum` accounts (20-byte keys) are dropped, and so are
 * accounts the visitor kept to another chain (`genesisHash`; none, `null` or `''` is any
 * chain) and anything that is not an SS58 address. An account listed twice (under two prefixes) is kept once.
 */
export function accountsOn(
  accounts: readonly InjectedAccount[],
  reference: string,
  prefix: number,
): PolkadotAccount[] {
  const found = new Map<string, PolkadotAccount>()
  for (const account of accounts) {
    if (typeof account !== 'object' || account === null) continue
    const { address, genesisHash, name, type } = account
    if (type === 'ethereum' || typeof address !== 'string') continue
    // Polkadot{.js} lists an account the visitor allowed on any chain (its default) with `''`.
    const keptTo = typeof genesisHash === 'string' ? genesisHash : ''
    if (keptTo !== '' && keptTo.slice(2, 34).toLowerCase() !== reference) continue
    const publicKey = publicKeyOf(address)
    if (!publicKey || found.has(publicKey)) continue
    const plain = plainName(name)
    found.set(publicKey, {
      address: encodeAddress(publicKey, prefix),
      publicKey,
      ...(plain ? { name: plain } : {}),
      ...(type && keyTypes.has(type) ? { keyType: type as PolkadotAccount['keyType'] } : {}),
    })
  }
  return [...found.values()]
}

/** An account as core hears of it: its address and key. */
export const toAdapterAccount = ({ address, publicKey }: PolkadotAccount): AdapterAccount => ({
  address,
  publicKey,
})
