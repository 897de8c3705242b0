import type { CaipNetwork } from '@gangway/core/adapter'

const network = (
  id: string,
  name: string,
  explorer: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'bip122',
  caipNetworkId: `bip122:${id}`,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [`${explorer}/api`] } },
  blockExplorers: { default: { name: 'Mempool', url: explorer } },
  ...extra,
})

/** Bitcoin mainnet (CAIP-2: the first 32 hex digits of the genesis block hash). */
export const bitcoin = network(
  '000000000019d6689c085ae165831e93',
  'Bitcoin',
  'https://mempool.space',
)
export const bitcoinTestnet = network(
  '000000000933ea01ad0ee984209779ba',
  'Bitcoin Testnet',
  'https://mempool.space/testnet',
  { testnet: true },
)
export const bitcoinTestnet4 = network(
  '00000000da84f2bafbbc53dee25a72ae',
  'Bitcoin Testnet4',
  'https://mempool.space/testnet4',
  { testnet: true },
)
export const bitcoinSignet = network(
  '00000008819873e925422c1ff0f99f7c',
  'Bitcoin Signet',
  'https://mempool.space/signet',
  { testnet: true },
)
/** A local regtest node (bitcoind's default RPC port). */
export const bitcoinRegtest: CaipNetwork = {
  ...network('0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin Regtest', 'http://127.0.0.1:18443', {
    testnet: true,
  }),
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  blockExplorers: undefined,
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

const SATS_CONNECT_NAMES: ReadonlyMap<string, SatsConnectNetworkName> = new Map([
  [String(bitcoin.id), 'Mainnet'],
  [String(bitcoinTestnet.id), 'Testnet'],
  [String(bitcoinTestnet4.id), 'Testnet4'],
  [String(bitcoinSignet.id), 'Signet'],
  [String(bitcoinRegtest.id), 'Regtest'],
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
  mainnet: [bitcoin.id as string],
  test: [bitcoinTestnet.id as string, bitcoinTestnet4.id as string, bitcoinSignet.id as string],
  regtest: [bitcoinRegtest.id as string],
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
