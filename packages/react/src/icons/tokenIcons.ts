import type { IconModule } from './iconModule.js'

type Load = () => Promise<IconModule>

/**
 * Token symbol → its logo (@web3icons/core, MIT, the "background" variant: the logo on its brand
 * tile), for the native currencies of the kit's families and the best-known stablecoins; TON has
 * no token icon there and shows its network's. A token not named here keeps its monogram (a host's
 * API gives its own image). This table is a lazy chunk; each SVG its own module.
 */
export const TOKEN_ICONS: Readonly<Record<string, Load>> = {
  ETH: () => import('@web3icons/core/svgs/tokens/background/ETH.svg.js'),
  SOL: () => import('@web3icons/core/svgs/tokens/background/SOL.svg.js'),
  BTC: () => import('@web3icons/core/svgs/tokens/background/BTC.svg.js'),
  DOT: () => import('@web3icons/core/svgs/tokens/background/DOT.svg.js'),
  TON: () => import('@web3icons/core/svgs/networks/background/ton.svg.js'),
  USDC: () => import('@web3icons/core/svgs/tokens/background/USDC.svg.js'),
  USDT: () => import('@web3icons/core/svgs/tokens/background/USDT.svg.js'),
  DAI: () => import('@web3icons/core/svgs/tokens/background/DAI.svg.js'),
  WBTC: () => import('@web3icons/core/svgs/tokens/background/WBTC.svg.js'),
}

/** The built-in logo of a token by its symbol (any case), if it has one. */
export function tokenIconLoader(symbol: string): Load | undefined {
  const key = symbol.toUpperCase()
  return Object.hasOwn(TOKEN_ICONS, key) ? TOKEN_ICONS[key] : undefined
}
