// What this package's tests need of the testkit's local chain (localPolkadot.globalSetup.ts):
// chopsticks running Rococo Asset Hub's real runtime (wasm from the chain spec), which checks
// every signature the way a node would.

/** What the tests need to reach the local chain. */
export type LocalPolkadotChainInfo = {
  /** `ws://127.0.0.1:<port>` */
  url: string
  /** The chain's genesis hash as chopsticks reports it (`0x4545…45`, not Rococo's). */
  genesisHash: string
}

/** Rococo Asset Hub's runtime: what `describeLocalPolkadotChain` needs beside the URL. */
export const localChainProperties = {
  ss58Prefix: 2,
  decimals: 12,
  symbol: 'ROC',
  existentialDeposit: 3_333_333n,
} as const

/**
 * Sets the free balance of each account on the local chain (chopsticks' `dev_setStorage`,
 * which builds a block): nobody holds funds at genesis.
 */
export async function setLocalBalances(
  url: string,
  balances: readonly { address: string; free: bigint; reserved?: bigint; frozen?: bigint }[],
): Promise<void> {
  const { WsProvider } = await import('@polkadot/api')
  const provider = new WsProvider(url)
  try {
    await provider.isReady
    await provider.send('dev_setStorage', [
      {
        System: {
          Account: balances.map(({ address, free, reserved = 0n, frozen = 0n }) => [
            [address],
            {
              providers: 1,
              // This runtime's balances pallet (statemine 900) freezes in two figures.
              data: {
                free: free.toString(),
                reserved: reserved.toString(),
                miscFrozen: frozen.toString(),
                feeFrozen: frozen.toString(),
              },
            },
          ]),
        },
      },
    ])
  } finally {
    await provider.disconnect()
  }
}

/** The local chain's type registry, for the fake extension to sign payloads with. */
export async function localRegistry(url: string) {
  const { ApiPromise, WsProvider } = await import('@polkadot/api')
  const provider = new WsProvider(url) as unknown as ConstructorParameters<typeof ApiPromise>[0]
  const api = await ApiPromise.create({ provider, noInitWarn: true } as never)
  return {
    registry: api.registry,
    /** The account's next nonce, as the node counts it (pool included). */
    nextNonce: async (address: string) =>
      (await api.rpc.system.accountNextIndex(address)).toNumber(),
    close: () => api.disconnect(),
  }
}
