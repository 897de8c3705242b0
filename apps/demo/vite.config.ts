import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The chains, token addresses and test-wallet key the app runs with. scripts/start.mjs (and the
// e2e global setup) start the anvil nodes and pass what they got in GANGWAY_DEMO_CONFIG; running
// `vite` here directly assumes anvil nodes on the default ports 8545 and 8546 (and the Solana
// validator on 8899, the TON node on 8548).
const FALLBACK_CONFIG = {
  chains: [
    { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545', tokens: [] },
    { chainId: 31338, name: 'Anvil Two', rpcUrl: 'http://127.0.0.1:8546', tokens: [] },
  ],
  wallet: {
    // anvil dev account 1 (public test key)
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  recipient: '0x000000000000000000000000000000000000dEaD',
  relayUrl: 'ws://127.0.0.1:8547',
  solana: {
    rpcUrl: 'http://127.0.0.1:8899',
    // the demo's Solana test key (public test key), see scripts/chains.mjs
    wallet: {
      secretKey:
        '34t5mxrRMv5gyR4BZ7kH7irAWPtZdJTDqxVRDKNX7zvK3ps8Qc5WKu8Kqs99G7Z6Tv2TZnP55DK7X2RvsqrsquXR',
      address: 'J4rvXGriBX3Eh7QchTYLD6fSu411M3eBuXY1Cxe2ShoH',
    },
    recipient: 'ekuMiZpqX4E7PqnBdGmDVkvNLZAFHWq9a9xaEjw1tEm',
  },
  ton: {
    rpcUrl: 'http://127.0.0.1:8548/api/v2/jsonRPC',
    globalId: -1000,
    // TON_TEST_MNEMONIC of @gangway/testing (public test key), see scripts/chains.mjs
    wallet: {
      mnemonic:
        'impulse ask motion brush palace devote reopen depth cupboard glove portion lumber wreck blade record lawsuit boring power fold misery stereo crash deliver charge',
      address: '0:2106454e4ef499ea4a9fd0e4db0cebd0f9bc1bc046f9147246e06714d4178118',
    },
    recipient: '0QDrGOR7YyDCyJChfL-iEilrMPzmFGvmBfESEA7UpfkdCDvs',
  },
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: {
    __GANGWAY_DEMO__: process.env.GANGWAY_DEMO_CONFIG ?? JSON.stringify(FALLBACK_CONFIG),
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
})
