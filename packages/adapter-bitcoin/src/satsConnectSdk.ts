// Everything of the adapter that needs sats-connect at import time (sats-connect loads all of
// itself: its wallet picker UI, axios, ...). BitcoinAdapter loads this module with `import()` on
// first use of an injected wallet (connect, restore, signing); listing wallets and WalletConnect
// need none of it. Nothing else may import it statically.
export { BitcoinNetworkType, MessageSigningProtocols } from 'sats-connect'
export { followBitcoinWallet } from './followBitcoinWallet.js'
export { askAccountsSilently, BITCOIN_PURPOSES, requestWallet } from './satsConnectWallet.js'
