/** The chain namespaces Latch covers (CAIP-2 namespaces). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

/**
 * Tells whether a string is one of the namespaces Latch supports.
 *
 * @example
 * isChainNamespace('eip155') // true
 * isChainNamespace('starknet') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (chainNamespaces as readonly unknown[]).includes(value)
}
