// Everything that reads from a chain, over viem: loaded with `import()` on the first read, so
// a page that only shows a connect button does not download viem.
import type { Balance, CaipNetwork } from '@latch/core'
import { createPublicClient, erc20Abi, type PublicClient, type Transport } from 'viem'
import {
  type CreateFallbackTransportParameters,
  createFallbackTransport,
} from './transport/createFallbackTransport.js'
import { toViemChain } from './viemChain.js'

export type EvmReadsOptions = {
  customRpcUrls?: Readonly<Record<string, readonly string[]>> | undefined
  rpcService?: CreateFallbackTransportParameters['rpcService'] | undefined
  transport?: ((network: CaipNetwork) => Transport) | undefined
}

export function createEvmReads(options: EvmReadsOptions) {
  const clients = new Map<string, PublicClient>()
  function client(network: CaipNetwork): PublicClient {
    let existing = clients.get(network.caipNetworkId)
    if (!existing) {
      const transport =
        options.transport?.(network) ??
        createFallbackTransport({
          network,
          customRpcUrls: options.customRpcUrls?.[network.caipNetworkId] ?? [],
          ...(options.rpcService ? { rpcService: options.rpcService } : {}),
        })
      existing = createPublicClient({ chain: toViemChain(network), transport })
      clients.set(network.caipNetworkId, existing)
    }
    return existing
  }

  return {
    async nativeBalance(address: `0x${string}`, network: CaipNetwork): Promise<Balance> {
      const value = await client(network).getBalance({ address })
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol }
    },
    async tokenBalance(
      address: `0x${string}`,
      token: `0x${string}`,
      network: CaipNetwork,
    ): Promise<Balance> {
      const contract = { address: token, abi: erc20Abi } as const
      const reader = client(network)
      const [value, decimals, symbol] = await Promise.all([
        reader.readContract({ ...contract, functionName: 'balanceOf', args: [address] }),
        reader.readContract({ ...contract, functionName: 'decimals' }),
        reader.readContract({ ...contract, functionName: 'symbol' }),
      ])
      return { value, decimals, symbol }
    },
    async receiptSucceeded(hash: `0x${string}`, network: CaipNetwork): Promise<boolean> {
      const receipt = await client(network).waitForTransactionReceipt({ hash })
      return receipt.status === 'success'
    },
    request: (network: CaipNetwork, method: string, params: unknown) =>
      client(network).request({ method, params } as never),
  }
}

export type EvmReads = ReturnType<typeof createEvmReads>
