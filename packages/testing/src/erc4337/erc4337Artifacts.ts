// ERC-4337 v0.7 contracts from the npm artifacts of @account-abstraction/contracts 0.7.0 (the
// eth-infinitism reference implementation, audited; MIT): the EntryPoint, SimpleAccountFactory
// (and its SimpleAccount) and the sample VerifyingPaymaster. 0.7.0 rather than 0.8.0: 0.8.0 no
// longer ships a paymaster. 0.7.0's EntryPoint and factory, deployed through the CREATE2 deployer
// with the salts used on public chains, land at their public addresses (viem's
// `entryPoint07Address`), so tools that know those addresses work on anvil unchanged. Read at run time from the
// package (an optional peer dependency of this one, named by a KitError('OPTIONAL_PEER_MISSING')
// when absent), not bundled into this package's dist, and only on first use.
import { createRequire } from 'node:module'
import { type ContractArtifact, npmArtifact as read } from '../contracts/npmArtifact.js'
import { requirePeers } from '../peers/requirePeers.js'

/** An artifact's ABI and creation bytecode (0x-prefixed). */
export type Erc4337Artifact = ContractArtifact

export interface Erc4337Artifacts {
  EntryPoint: Erc4337Artifact
  SimpleAccountFactory: Erc4337Artifact
  SimpleAccount: Erc4337Artifact
  VerifyingPaymaster: Erc4337Artifact
}

let loaded: Erc4337Artifacts | undefined

/** The npm artifacts of EntryPoint v0.7, SimpleAccountFactory, SimpleAccount, VerifyingPaymaster. */
export function erc4337Artifacts(): Erc4337Artifacts {
  if (loaded) return loaded
  requirePeers('deployErc4337', ['@account-abstraction/contracts'])
  const require = createRequire(import.meta.url)
  // Literal specifiers, one per artifact (read at run time, never bundled).
  loaded = {
    EntryPoint: read(require('@account-abstraction/contracts/artifacts/EntryPoint.json')),
    SimpleAccountFactory: read(
      require('@account-abstraction/contracts/artifacts/SimpleAccountFactory.json'),
    ),
    SimpleAccount: read(require('@account-abstraction/contracts/artifacts/SimpleAccount.json')),
    VerifyingPaymaster: read(
      require('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json'),
    ),
  }
  return loaded
}
