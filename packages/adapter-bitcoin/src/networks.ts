import type { CaipNetwork } from '@gangway/core/adapter'
import { bitcoin, bitcoinSignet, bitcoinTestnet, bitcoinTestnet4 } from '@gangway/core/networks'

// CAIP-2 references: the first 32 hex digits of each genesis block hash.
const MAINNET = /* @__PURE__ */ String(bitcoin.id)
const TESTNET = /* @__PURE__ */ String(bitcoinTestnet.id)
const TESTNET4 = /* @__PURE__ */ String(bitcoinTestnet4.id)
const SIGNET = /* @__PURE__ */ String(bitcoinSignet.id)
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

// The public networks are core's presets (one definition, also `@gangway/core/networks`).
export { bitcoin, bitcoinSignet, bitcoinTestnet, bitcoinTestnet4 }

/** A local regtest node (bitcoind's default RPC port). */
export const bitcoinRegtest: CaipNetwork = {
  id: REGTEST,
  name: 'Bitcoin Regtest',
  chainNamespace: 'bip122',
  caipNetworkId: `bip122:${REGTEST}`,
  nativeCurrency: bitcoin.nativeCurrency,
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  testnet: true,
}

/** The bip122 networks this package knows, mainnet first. */
export const bitcoinNetworks: readonly CaipNetwork[] = [
  bitcoin,
  bitcoinTestnet,
  bitcoinTestnet4,
  bitcoinSignet,
  bitcoinRegtest,
]

/** sats-connect's `BitcoinNetworkType` name of each known network. */
export type SatsConnectNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

const SATS_CONNECT_NAMES: ReadonlyMap<string, SatsConnectNetworkName> = /* @__PURE__ */ new Map([
  [MAINNET, 'Mainnet'],
  [TESTNET, 'Testnet'],
  [TESTNET4, 'Testnet4'],
  [SIGNET, 'Signet'],
  [REGTEST, 'Regtest'],
])

/** The sats-connect name of a network, if it is one of the known ones. */
export function satsConnectNetworkName(
  chainId: string | number,
): SatsConnectNetworkName | undefined {
  return SATS_CONNECT_NAMES.get(String(chainId))
}

/** The network id sats-connect's name stands for. */
export function chainIdForSatsConnectName(name: string): string | undefined {
  return [...SATS_CONNECT_NAMES].find(([, known]) => known === name)?.[0]
}

/** Which chain family an address belongs to, from its prefix. */
export function addressNetworkKind(address: string): 'mainnet' | 'test' | 'regtest' | undefined {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return 'regtest'
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return 'mainnet'
  if (lower.startsWith('tb1') || /^[mn2]/.test(address)) return 'test'
  return undefined
}

const KIND_IDS: Readonly<Record<'mainnet' | 'test' | 'regtest', readonly string[]>> = {
  mainnet: [MAINNET],
  test: [TESTNET, TESTNET4, SIGNET],
  regtest: [REGTEST],
}

/**
 * The configured network an address lives on: the preferred one when the address fits it,
 * else the first configured network of the address's family, else the preferred or first one.
 * Networks this package does not know (a host's own) fit any address.
 */
export function pickNetwork(
  networks: readonly CaipNetwork[],
  address: string,
  preferred?: string | number,
): CaipNetwork | undefined {
  const kind = addressNetworkKind(address)
  const known = Object.values(KIND_IDS).flat()
  const fits = (candidate: CaipNetwork) =>
    !kind || !known.includes(String(candidate.id)) || KIND_IDS[kind].includes(String(candidate.id))
  const preferredNetwork =
    preferred === undefined ? undefined : networks.find((n) => String(n.id) === String(preferred))
  if (preferredNetwork && fits(preferredNetwork)) return preferredNetwork
  return networks.find(fits) ?? preferredNetwork ?? networks[0]
}
