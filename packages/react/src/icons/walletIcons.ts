import type { IconModule } from './iconModule.js'

/**
 * The bundled wallet catalogue's logos (catalogue.json id → its @web3icons/core SVG, MIT, the
 * "background" variant: the logo on its brand tile). Each SVG is its own module, imported only
 * when a list shows that wallet; this table is itself a lazy chunk (never in the first load).
 * A wallet not named here keeps its monogram. `icons.test.ts` checks every id is in the catalogue.
 */
export const WALLET_ICONS: Readonly<Record<string, () => Promise<IconModule>>> = {
  metamask: () => import('@web3icons/core/svgs/wallets/background/metamask.svg.js'),
  'trust-wallet': () => import('@web3icons/core/svgs/wallets/background/trust.svg.js'),
  'coinbase-wallet': () => import('@web3icons/core/svgs/wallets/background/coinbase.svg.js'),
  'coinbase-smart-wallet': () => import('@web3icons/core/svgs/wallets/background/coinbase.svg.js'),
  rainbow: () => import('@web3icons/core/svgs/wallets/background/rainbow.svg.js'),
  phantom: () => import('@web3icons/core/svgs/wallets/background/phantom.svg.js'),
  'okx-wallet': () => import('@web3icons/core/svgs/wallets/background/okx.svg.js'),
  'rabby-wallet': () => import('@web3icons/core/svgs/wallets/background/rabby.svg.js'),
  zerion: () => import('@web3icons/core/svgs/wallets/background/zerion.svg.js'),
  'ledger-live': () => import('@web3icons/core/svgs/wallets/background/ledger.svg.js'),
  argent: () => import('@web3icons/core/svgs/wallets/background/argent.svg.js'),
  'argent-x': () => import('@web3icons/core/svgs/wallets/background/argent.svg.js'),
  safe: () => import('@web3icons/core/svgs/wallets/background/safe.svg.js'),
  exodus: () => import('@web3icons/core/svgs/wallets/background/exodus.svg.js'),
  backpack: () => import('@web3icons/core/svgs/wallets/background/backpack.svg.js'),
  solflare: () => import('@web3icons/core/svgs/wallets/background/solflare.svg.js'),
  enkrypt: () => import('@web3icons/core/svgs/wallets/background/enkrypt.svg.js'),
  coin98: () => import('@web3icons/core/svgs/wallets/background/coin98.svg.js'),
  imtoken: () => import('@web3icons/core/svgs/wallets/background/imtoken.svg.js'),
  tokenpocket: () => import('@web3icons/core/svgs/wallets/background/token-pocket.svg.js'),
  zengo: () => import('@web3icons/core/svgs/wallets/background/zengo.svg.js'),
  'kraken-wallet': () => import('@web3icons/core/svgs/wallets/background/kraken.svg.js'),
  sequence: () => import('@web3icons/core/svgs/wallets/background/sequence.svg.js'),
  daimo: () => import('@web3icons/core/svgs/wallets/background/daimo.svg.js'),
  alphawallet: () => import('@web3icons/core/svgs/wallets/background/alpha-wallet.svg.js'),
  myetherwallet: () => import('@web3icons/core/svgs/wallets/background/my-ether-wallet.svg.js'),
  'mew-wallet': () => import('@web3icons/core/svgs/wallets/background/my-ether-wallet.svg.js'),
  'atomic-wallet': () => import('@web3icons/core/svgs/wallets/background/atomic.svg.js'),
  pillar: () => import('@web3icons/core/svgs/wallets/background/pillar.svg.js'),
  obvious: () => import('@web3icons/core/svgs/wallets/background/obvious.svg.js'),
  bitbox: () => import('@web3icons/core/svgs/wallets/background/bitbox.svg.js'),
  cypherock: () => import('@web3icons/core/svgs/wallets/background/cypherock.svg.js'),
  'trezor-suite': () => import('@web3icons/core/svgs/wallets/background/trezor.svg.js'),
  venly: () => import('@web3icons/core/svgs/wallets/background/venly.svg.js'),
  glow: () => import('@web3icons/core/svgs/wallets/background/glow.svg.js'),
  bluewallet: () => import('@web3icons/core/svgs/wallets/background/blue.svg.js'),
  keplr: () => import('@web3icons/core/svgs/wallets/background/keplr.svg.js'),
  kukai: () => import('@web3icons/core/svgs/wallets/background/kukai.svg.js'),
  'sender-wallet': () => import('@web3icons/core/svgs/wallets/background/sender.svg.js'),
  squads: () => import('@web3icons/core/svgs/wallets/background/squads.svg.js'),
  'temple-wallet': () => import('@web3icons/core/svgs/wallets/background/temple.svg.js'),
  'ronin-wallet': () => import('@web3icons/core/svgs/wallets/background/ronin.svg.js'),
}
