// EIP-1193: the provider interface browser wallets expose on eip155.

export type Eip1193RequestArguments = { method: string; params?: unknown }

export type Eip1193EventMap = {
  accountsChanged: (accounts: string[]) => void
  chainChanged: (chainId: string) => void
  disconnect: (error: unknown) => void
  connect: (info: { chainId: string }) => void
}

export type Eip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on<E extends keyof Eip1193EventMap>(event: E, listener: Eip1193EventMap[E]): unknown
  removeListener<E extends keyof Eip1193EventMap>(event: E, listener: Eip1193EventMap[E]): unknown
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.request === 'function' &&
    typeof candidate.on === 'function' &&
    typeof candidate.removeListener === 'function'
  )
}

/** EIP-6963 provider info, as announced. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }
