'use client'

import { EthersAdapter } from '@gangway/adapter-ethers'
import { createKit, GangwayProvider } from '@gangway/react'
import { type ReactNode, useState } from 'react'
import { anvil } from './networks'

/**
 * The kit lives in a client component: created once per page (and once per server render),
 * injected and EIP-6963 wallets only, nothing that calls a cloud service.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [kit] = useState(() =>
    createKit({
      adapters: [new EthersAdapter()],
      networks: [anvil],
      metadata: {
        name: 'Gangway on Next.js',
        description: 'The Gangway connect-wallet modal in a Next.js App Router host',
        url: 'http://localhost:3000',
        icons: [],
      },
      enableWalletConnect: false,
      features: { analytics: false, email: false, socials: false, swaps: false, onramp: false },
      themeMode: 'dark',
    }),
  )
  return <GangwayProvider kit={kit}>{children}</GangwayProvider>
}
