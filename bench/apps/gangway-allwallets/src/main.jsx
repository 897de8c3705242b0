// AllWallets with a 5,000-wallet directory (bench/scripts/allWalletsScroll.mjs scrolls it and
// records the longest main-thread task). The listings go through the public option
// `walletDirectory: { wallets }` (core's static source: pages of 40, search of 100); they carry
// no image, so each row draws its monogram and nothing is fetched.
import { wagmiAdapter } from '@gangway/adapter-wagmi/descriptor'
import { ConnectButton, createKit, GangwayProvider } from '@gangway/react'
import { createRoot } from 'react-dom/client'
import { benchOptions, mainnet } from '../../mainnet.js'

export const DIRECTORY_SIZE = 5000

const wallets = Array.from({ length: DIRECTORY_SIZE }, (_, index) => {
  const n = String(index + 1).padStart(4, '0')
  return {
    id: `bench-wallet-${n}`,
    name: `Bench Wallet ${n}`,
    rdns: `dev.bench.wallet${n}`,
    chains: ['eip155:*'],
    homepage: `https://wallet${n}.bench.invalid`,
    mobile_link: `benchwallet${n}://`,
  }
})

const kit = createKit({
  ...benchOptions,
  adapters: [wagmiAdapter({ networks: [mainnet] })],
  walletDirectory: { wallets },
  features: { ...benchOptions.features, allWallets: true },
})
window.__benchKit = kit

createRoot(document.getElementById('root')).render(
  <GangwayProvider kit={kit}>
    <ConnectButton />
  </GangwayProvider>,
)
