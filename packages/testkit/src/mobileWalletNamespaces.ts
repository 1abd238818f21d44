/** A namespace of a session proposal, as sign-client hands it to the wallet. */
export type ProposedNamespace = {
  /** CAIP-2 chains; absent when the key itself is a chain (`"eip155:1": { … }`). */
  readonly chains?: readonly string[] | undefined
  readonly methods: readonly string[]
  readonly events: readonly string[]
}

/** The namespaces of a proposal: those the site requires and those it offers. */
export type ProposedNamespaces = {
  readonly requiredNamespaces: Readonly<Record<string, ProposedNamespace>>
  readonly optionalNamespaces?: Readonly<Record<string, ProposedNamespace>> | undefined
}

/** A namespace the wallet approves: the proposed chains it has, with its account on each. */
export type ApprovedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

/** What the wallet has in one namespace: its chains (CAIP-2) and the address it approves. */
export type WalletNamespace = { readonly chains: readonly string[]; readonly address: string }

/**
 * The proposal's namespaces merged (required and optional, a chain key such as `eip155:1`
 * read as its namespace), each by its namespace.
 */
export function proposedByNamespace(
  proposal: ProposedNamespaces,
): Map<string, { chains: string[]; methods: string[]; events: string[] }> {
  const merged = new Map<string, { chains: string[]; methods: string[]; events: string[] }>()
  const entries = [
    ...Object.entries(proposal.requiredNamespaces),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ]
  for (const [key, { chains, methods, events }] of entries) {
    const namespace = key.split(':')[0] as string
    const into = merged.get(namespace) ?? { chains: [], methods: [], events: [] }
    const add = (list: string[], values: readonly string[]) => {
      for (const value of values) if (!list.includes(value)) list.push(value)
    }
    add(into.chains, chains ?? (key.includes(':') ? [key] : []))
    add(into.methods, methods)
    add(into.events, events)
    merged.set(namespace, into)
  }
  return merged
}

/**
 * The namespaces a wallet approves for a proposal, as a phone wallet builds them: each
 * proposed namespace the wallet has, on the proposed chains it has, with every proposed method
 * and event (a method it cannot do is refused when it is asked) and its address on each chain.
 *
 * @throws {Error} when the site requires a namespace or a chain the wallet does not have.
 * @example
 * approvedNamespaces(proposal.params, { eip155: { chains: ['eip155:31337'], address: '0xf39F…' } })
 * // { eip155: { chains: ['eip155:31337'], methods: […], events: […], accounts: ['eip155:31337:0xf39F…'] } }
 */
export function approvedNamespaces(
  proposal: ProposedNamespaces,
  wallet: Readonly<Record<string, WalletNamespace>>,
): Record<string, ApprovedNamespace> {
  for (const [namespace, required] of proposedByNamespace({
    requiredNamespaces: proposal.requiredNamespaces,
  })) {
    const missing = required.chains.filter((chain) => !wallet[namespace]?.chains.includes(chain))
    if (!wallet[namespace] || missing.length > 0) {
      throw new Error(
        `The site requires ${missing.length > 0 ? missing.join(', ') : namespace}, which the wallet does not have`,
      )
    }
  }
  const approved: Record<string, ApprovedNamespace> = {}
  for (const [namespace, proposed] of proposedByNamespace(proposal)) {
    const has = wallet[namespace]
    if (!has) continue
    const chains = proposed.chains.filter((chain) => has.chains.includes(chain))
    if (chains.length === 0) continue
    approved[namespace] = {
      chains,
      methods: proposed.methods,
      events: proposed.events,
      accounts: chains.map((chain) => `${chain}:${has.address}`),
    }
  }
  if (Object.keys(approved).length === 0) {
    throw new Error('The wallet has none of the proposed chains')
  }
  return approved
}
