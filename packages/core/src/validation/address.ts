import type { ChainNamespace } from '../caip/chainNamespace.js'

// The address shapes of SPEC.md §5; other namespaces are checked by their adapters.
const addressPatterns: Partial<Record<ChainNamespace, RegExp>> = {
  eip155: /^(?:0x)?[0-9a-fA-F]{40}$/,
  // Base58: digits and letters without 0, O, I and l.
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  // Segwit (bech32 or bech32m with the hrp of mainnet, testnet/signet or regtest) or base58
  // P2PKH / P2SH; adapter-bitcoin checks the checksum and the network before anything is sent.
  bip122:
    /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  // SS58 of a 32-byte account id: base58 of a one- or two-byte network prefix, the id and a
  // two-byte checksum; adapter-polkadot checks the checksum and the network's prefix.
  polkadot: /^[1-9A-HJ-NP-Za-km-z]{46,50}$/,
  // Bech32 of a 20-byte account (32 data characters) or a 32-byte one (module and contract
  // accounts, 52), each with a 6-character checksum, after the chain's lowercase prefix
  // (`cosmos`, `osmo`...); adapter-cosmos checks the checksum and the network's prefix.
  cosmos: /^[a-z][a-z0-9]{0,82}1(?:[02-9ac-hj-np-z]{38}|[02-9ac-hj-np-z]{58})$/,
}

/**
 * Tells whether `address` has the shape of an address of `namespace`. Every namespace of
 * Latch is checked here: eip155, solana, bip122, polkadot and cosmos.
 *
 * @example
 * isAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'eip155') // true
 */
export function isAddress(address: string, namespace: ChainNamespace): boolean {
  return addressPatterns[namespace]?.test(address) ?? false
}
