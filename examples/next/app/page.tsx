import { ConnectButton, NetworkButton } from '@gangway/react'

// A server component: it renders @gangway/react's buttons directly (the package's entry is a
// client module, 'use client'), so the page's HTML already holds them before hydration.
export default function Home() {
  return (
    <main>
      <h1>Gangway on Next.js</h1>
      <p>The App Router host: the kit in a client provider, the buttons from a server page.</p>
      <nav aria-label="Wallet" style={{ display: 'flex', gap: 12 }}>
        <NetworkButton />
        <ConnectButton />
      </nav>
    </main>
  )
}
