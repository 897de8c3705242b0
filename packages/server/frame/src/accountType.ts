/**
 * Which eip155 account the embedded wallet uses: its smart account (the default, spec §6) where
 * the server gives the chain ERC-4337, else the key's own account (EOA). The visitor's choice
 * (SET_PREFERRED_ACCOUNT) is kept in the frame origin's storage, per project and user, so it
 * survives reloads; where the smart account cannot be had (no ERC-4337 on the chain, its node
 * does not answer), the EOA is used (spec §4: "If setting it fails, eoa is assumed").
 */
import type { Hex } from 'viem'
import type { ProjectInfo } from './api.js'
import { smartAccountChain, smartAccountOf } from './smartAccount.js'
import type { SmartAccountChain } from './userOperation.js'

export type AccountType = 'eoa' | 'smartAccount'

export const isAccountType = (value: unknown): value is AccountType =>
  value === 'eoa' || value === 'smartAccount'

/**
 * The visitor's preferred account type, per project and user, in the frame origin's storage
 * (and in memory: with storage blocked, the choice lasts as long as the frame).
 */
export function accountTypeStore(projectId: string) {
  const key = (userId: string) => `gangway.embedded.${projectId}.${userId}.accountType`
  return {
    get(userId: string): AccountType {
      const chosen = chosenInFrame.get(key(userId))
      if (chosen) return chosen
      try {
        const stored = localStorage.getItem(key(userId))
        return isAccountType(stored) ? stored : 'smartAccount'
      } catch {
        return 'smartAccount'
      }
    },
    set(userId: string, type: AccountType) {
      chosenInFrame.set(key(userId), type)
      try {
        localStorage.setItem(key(userId), type)
      } catch {
        // Storage blocked: kept in memory only.
      }
    },
  }
}

/** Choices made in this frame, by storage key. */
const chosenInFrame = new Map<string, AccountType>()

/** The eip155 account in use on a chain: its address and type, and the smart account's chain. */
export interface Eip155Account {
  address: string
  type: AccountType
  /** The key's own address (the smart account's owner). */
  owner: string
  /** With type smartAccount: the chain's ERC-4337 parts, and whether the account is deployed. */
  smart?: { chain: SmartAccountChain; deployed: boolean }
}

/**
 * The account `preferred` names on `caipNetworkId`: the smart account where the chain has
 * ERC-4337 and it can be read, else the EOA (`owner`).
 */
export async function eip155Account(
  project: ProjectInfo,
  caipNetworkId: string,
  owner: string,
  preferred: AccountType,
): Promise<Eip155Account> {
  const eoa: Eip155Account = { address: owner, type: 'eoa', owner }
  const chain = smartAccountChain(project, caipNetworkId)
  if (preferred !== 'smartAccount' || !chain) return eoa
  try {
    const { address, deployed } = await smartAccountOf(owner as Hex, chain)
    return { address, type: 'smartAccount', owner, smart: { chain, deployed } }
  } catch {
    return eoa
  }
}
