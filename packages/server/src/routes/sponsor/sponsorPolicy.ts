import { type Address, decodeFunctionData, type Hex, isAddressEqual, parseAbi } from 'viem'
import type { SponsorshipPolicy } from '../../config/erc4337Schema.js'
import { SponsorRefusal } from './sponsorRefusal.js'

/** How a SimpleAccount (and most ERC-4337 accounts) carries its calls in a user operation. */
const accountCallsAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

/**
 * The calls a user operation's callData makes: one `execute`, or `executeBatch` (its `value`
 * empty for none, else one per call, as SimpleAccount requires). Anything else is not sponsored:
 * what it would do cannot be checked against the policy.
 */
export function callsOf(callData: Hex): AccountCall[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountCallsAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountCallsAbi, data: callData })
  } catch {
    throw new SponsorRefusal(
      'NOT_SPONSORED',
      'userOperation.callData: only execute and executeBatch calls of the account are sponsored',
      { field: 'userOperation.callData' },
    )
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  const [targets, values, datas] = decoded.args
  if (targets.length !== datas.length || (values.length > 0 && values.length !== datas.length))
    throw new SponsorRefusal(
      'NOT_SPONSORED',
      'userOperation.callData: executeBatch with lists of different lengths',
      { field: 'userOperation.callData' },
    )
  return targets.map((to, index) => ({
    to,
    value: values[index] ?? 0n,
    data: datas[index] ?? '0x',
  }))
}

/** The 4-byte selector a call's data starts with (lower case), or undefined for none. */
const selectorOf = (data: Hex) => (data.length >= 10 ? data.slice(0, 10).toLowerCase() : undefined)

/**
 * Refuses (403 NOT_SPONSORED) unless every call goes to a contract the policy lists for the
 * network, and, where that rule lists methods, calls one of them.
 */
export function checkSponsorshipPolicy(
  policy: SponsorshipPolicy,
  caipNetworkId: string,
  calls: readonly AccountCall[],
) {
  if (calls.length === 0)
    throw new SponsorRefusal('NOT_SPONSORED', 'userOperation.callData: no call to sponsor', {
      field: 'userOperation.callData',
    })
  for (const call of calls) {
    const selector = selectorOf(call.data)
    const allowed = policy.calls.some(
      (rule) =>
        rule.caipNetworkId === caipNetworkId &&
        isAddressEqual(rule.contract as Address, call.to) &&
        (!rule.methods || (selector !== undefined && rule.methods.includes(selector))),
    )
    if (!allowed)
      throw new SponsorRefusal(
        'NOT_SPONSORED',
        `Not sponsored: ${selector ? `method ${selector}` : 'a call without a method'} of ${call.to} on ${caipNetworkId} is outside the project's policy`,
        { field: 'userOperation.callData' },
      )
  }
}
