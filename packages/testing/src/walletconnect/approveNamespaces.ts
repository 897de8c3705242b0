/** The part of a session proposal's namespaces the test wallet reads. */
export interface ProposedNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}

export interface ApprovedNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** What the wallet can serve in one namespace. */
export interface WalletNamespaceSupport {
  /** CAIP-2 chain ids (`eip155:1`). */
  chains: string[]
  /** The account's address in this namespace. */
  address: string
  /** Methods the wallet answers. */
  methods: readonly string[]
}

/**
 * The namespaces a wallet approves for a proposal: for each namespace the wallet supports that
 * the proposal asks for (required or optional), the proposed chains it knows, the proposed methods
 * it answers, every proposed event, and one account per chain. A namespace left with no chain
 * is dropped; an unmet required namespace throws (the wallet then rejects the proposal).
 */
export function approveNamespaces(
  proposal: {
    requiredNamespaces?: Record<string, ProposedNamespace>
    optionalNamespaces?: Record<string, ProposedNamespace>
  },
  support: Record<string, WalletNamespaceSupport>,
): Record<string, ApprovedNamespace> {
  const approved: Record<string, ApprovedNamespace> = {}
  const add = (key: string, proposed: ProposedNamespace, required: boolean) => {
    const namespace = key.includes(':') ? key.split(':')[0]! : key
    const chainsAsked = proposed.chains ?? (key.includes(':') ? [key] : [])
    const own = support[namespace]
    const chains = own ? chainsAsked.filter((chain) => own.chains.includes(chain)) : []
    if (!own || chains.length === 0) {
      if (required) throw new Error(`The test wallet does not support ${key}.`)
      return
    }
    const current = approved[namespace] ?? { chains: [], accounts: [], methods: [], events: [] }
    const union = (a: string[], b: readonly string[]) => [...new Set([...a, ...b])]
    approved[namespace] = {
      chains: union(current.chains, chains),
      accounts: union(
        current.accounts,
        chains.map((chain) => `${chain}:${own.address}`),
      ),
      methods: union(
        current.methods,
        proposed.methods.filter((method) => own.methods.includes(method)),
      ),
      events: union(current.events, proposed.events),
    }
  }
  for (const [key, value] of Object.entries(proposal.requiredNamespaces ?? {}))
    add(key, value, true)
  for (const [key, value] of Object.entries(proposal.optionalNamespaces ?? {}))
    add(key, value, false)
  return approved
}
