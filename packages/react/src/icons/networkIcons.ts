import type { IconModule } from './iconModule.js'

type Load = () => Promise<IconModule>
const svg = {
  'arbitrum-nova': () => import('@web3icons/core/svgs/networks/background/arbitrum-nova.svg.js'),
  'arbitrum-one': () => import('@web3icons/core/svgs/networks/background/arbitrum-one.svg.js'),
  avalanche: () => import('@web3icons/core/svgs/networks/background/avalanche.svg.js'),
  base: () => import('@web3icons/core/svgs/networks/background/base.svg.js'),
  berachain: () => import('@web3icons/core/svgs/networks/background/berachain.svg.js'),
  'binance-smart-chain': () =>
    import('@web3icons/core/svgs/networks/background/binance-smart-chain.svg.js'),
  bitcoin: () => import('@web3icons/core/svgs/networks/background/bitcoin.svg.js'),
  blast: () => import('@web3icons/core/svgs/networks/background/blast.svg.js'),
  celo: () => import('@web3icons/core/svgs/networks/background/celo.svg.js'),
  cronos: () => import('@web3icons/core/svgs/networks/background/cronos.svg.js'),
  ethereum: () => import('@web3icons/core/svgs/networks/background/ethereum.svg.js'),
  fantom: () => import('@web3icons/core/svgs/networks/background/fantom.svg.js'),
  gnosis: () => import('@web3icons/core/svgs/networks/background/gnosis.svg.js'),
  ink: () => import('@web3icons/core/svgs/networks/background/ink.svg.js'),
  linea: () => import('@web3icons/core/svgs/networks/background/linea.svg.js'),
  'manta-pacific': () => import('@web3icons/core/svgs/networks/background/manta-pacific.svg.js'),
  mantle: () => import('@web3icons/core/svgs/networks/background/mantle.svg.js'),
  'metis-andromeda': () =>
    import('@web3icons/core/svgs/networks/background/metis-andromeda.svg.js'),
  mode: () => import('@web3icons/core/svgs/networks/background/mode.svg.js'),
  monad: () => import('@web3icons/core/svgs/networks/background/monad.svg.js'),
  moonbeam: () => import('@web3icons/core/svgs/networks/background/moonbeam.svg.js'),
  optimism: () => import('@web3icons/core/svgs/networks/background/optimism.svg.js'),
  polkadot: () => import('@web3icons/core/svgs/networks/background/polkadot.svg.js'),
  polygon: () => import('@web3icons/core/svgs/networks/background/polygon.svg.js'),
  'polygon-zkevm': () => import('@web3icons/core/svgs/networks/background/polygon-zkevm.svg.js'),
  ronin: () => import('@web3icons/core/svgs/networks/background/ronin.svg.js'),
  scroll: () => import('@web3icons/core/svgs/networks/background/scroll.svg.js'),
  solana: () => import('@web3icons/core/svgs/networks/background/solana.svg.js'),
  soneium: () => import('@web3icons/core/svgs/networks/background/soneium.svg.js'),
  sonic: () => import('@web3icons/core/svgs/networks/background/sonic.svg.js'),
  taiko: () => import('@web3icons/core/svgs/networks/background/taiko.svg.js'),
  ton: () => import('@web3icons/core/svgs/networks/background/ton.svg.js'),
  unichain: () => import('@web3icons/core/svgs/networks/background/unichain.svg.js'),
  world: () => import('@web3icons/core/svgs/networks/background/world.svg.js'),
  zksync: () => import('@web3icons/core/svgs/networks/background/zksync.svg.js'),
  zora: () => import('@web3icons/core/svgs/networks/background/zora.svg.js'),
} satisfies Record<string, Load>

/**
 * eip155 chain id → the logo of its network (@web3icons/core, MIT, "background" variant); a
 * testnet shows its mainnet's logo, as @web3icons/common's metadata files it. `icons.test.ts`
 * checks each id against that metadata.
 */
export const EVM_NETWORK_ICONS: Readonly<Record<string, Load>> = {
  1: svg.ethereum,
  10: svg.optimism,
  25: svg.cronos,
  56: svg['binance-smart-chain'],
  100: svg.gnosis,
  130: svg.unichain,
  137: svg.polygon,
  143: svg.monad,
  146: svg.sonic,
  169: svg['manta-pacific'],
  250: svg.fantom,
  324: svg.zksync,
  480: svg.world,
  1088: svg['metis-andromeda'],
  1101: svg['polygon-zkevm'],
  1284: svg.moonbeam,
  1868: svg.soneium,
  2020: svg.ronin,
  5000: svg.mantle,
  8453: svg.base,
  34443: svg.mode,
  42161: svg['arbitrum-one'],
  42170: svg['arbitrum-nova'],
  42220: svg.celo,
  43114: svg.avalanche,
  57073: svg.ink,
  59144: svg.linea,
  80094: svg.berachain,
  81457: svg.blast,
  167000: svg.taiko,
  534352: svg.scroll,
  7777777: svg.zora,
  17000: svg.ethereum,
  11155111: svg.ethereum,
  43113: svg.avalanche,
  80002: svg.polygon,
  84532: svg.base,
  300: svg.zksync,
  421614: svg['arbitrum-one'],
  11155420: svg.optimism,
  534351: svg.scroll,
  59141: svg.linea,
}

/** Polkadot relay chains by genesis prefix: Polkadot and its testnet Westend. */
const POLKADOT: Readonly<Record<string, Load>> = {
  '91b171bb158e2d3848fa23a9f1c25182': svg.polkadot,
  e143f23803ac50e8f6f8e62695d1ce9e: svg.polkadot,
}

/** Families whose every network (mainnet, testnets, a local node) shows the family's logo. */
const FAMILY: Readonly<Record<string, Load>> = {
  solana: svg.solana,
  bip122: svg.bitcoin,
  ton: svg.ton,
}

/**
 * The built-in logo of a network (CAIP-2 id), if it has one: well-known eip155 chains by chain
 * id, the Solana, Bitcoin and TON families whole, Polkadot and Westend. Others (a local anvil,
 * a host's own chain) have none: the icon component shows their monogram. This table is a lazy
 * chunk; each SVG its own module.
 */
export function networkIconLoader(caipNetworkId: string): Load | undefined {
  const at = caipNetworkId.indexOf(':')
  const namespace = caipNetworkId.slice(0, at)
  const reference = caipNetworkId.slice(at + 1)
  if (at <= 0) return undefined
  if (namespace === 'eip155')
    return Object.hasOwn(EVM_NETWORK_ICONS, reference) ? EVM_NETWORK_ICONS[reference] : undefined
  if (namespace === 'polkadot')
    return Object.hasOwn(POLKADOT, reference) ? POLKADOT[reference] : undefined
  return Object.hasOwn(FAMILY, namespace) ? FAMILY[namespace] : undefined
}
