import {
  type GangwayKit,
  useDisconnect,
  useKitAccount,
  useKitBalances,
  useKitNetwork,
} from '@gangway/react'
import { useState } from 'react'
import { parseEther } from 'viem'

export const SIGN_MESSAGE_TEXT = 'Hello from the Gangway demo'
export const SEND_AMOUNT_ETH = '0.01'
/** 0.01 SOL, in lamports. */
export const SEND_AMOUNT_LAMPORTS = 10_000_000n
/** 0.01 TON, in nanotons. */
export const SEND_AMOUNT_NANOTONS = 10_000_000n

/** A non-EVM family whose test send goes through its own adapter. */
export interface NativeSender {
  recipient: string
  /** In the family's smallest unit. */
  value: bigint
  /** What the hint says ('0.01 SOL'). */
  label: string
}

type Outcome =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; text: string }
  | {
      state: 'error'
      text: string
    }

/** Waits (at most 30 s) for an EVM transaction's receipt from the network's RPC. */
async function minedOrTimedOut(
  network:
    | { chainNamespace?: string; rpcUrls?: { default?: { http?: readonly string[] } } }
    | undefined,
  hash: string,
) {
  const rpcUrl =
    network?.chainNamespace === 'eip155' ? network.rpcUrls?.default?.http?.[0] : undefined
  if (!rpcUrl) return
  const { createPublicClient, http } = await import('viem')
  await createPublicClient({ transport: http(rpcUrl) })
    .waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      timeout: 30_000,
      pollingInterval: 250,
    })
    .catch(() => undefined)
}

function errorText(error: unknown): string {
  const shortMessage = (error as { shortMessage?: string })?.shortMessage
  return shortMessage ?? (error instanceof Error ? error.message : String(error))
}

function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (outcome.state === 'idle') return null
  if (outcome.state === 'busy') return <p className="outcome">Waiting for the wallet…</p>
  return (
    <pre className={`outcome ${outcome.state}`} data-testid={testId} data-state={outcome.state}>
      {outcome.text}
    </pre>
  )
}

interface ActionsProps {
  /** The kit: its adapter of the active namespace sends and signs (loaded with its kernel). */
  kit: GangwayKit
  /** Where the EVM test send goes. */
  recipient: string
  /** Families with a node behind them in the demo (Solana, TON), by namespace. */
  native?: Partial<Record<string, NativeSender>>
  /** Families that only sign here (Bitcoin, Polkadot: no node behind them, so no test send). */
  signOnly?: readonly string[]
}

/** The kit's adapter of a namespace; connected means the kernel (and its adapters) has loaded. */
function adapterOf(kit: GangwayKit, namespace: string | undefined) {
  const adapter = namespace ? kit.getAdapter(namespace) : undefined
  if (!adapter) throw new Error(`No adapter serves ${namespace ?? 'this network'}.`)
  return adapter
}

/** Send and sign through the adapter of the active namespace (wagmi or ethers, Solana, TON...). */
export function Actions({
  kit,
  recipient: evmRecipient,
  native = {},
  signOnly = [],
}: ActionsProps) {
  const { address, isConnected } = useKitAccount()
  const { caipNetwork } = useKitNetwork()
  const namespace = caipNetwork?.chainNamespace
  const sender = namespace ? native[namespace] : undefined
  const signsOnly = namespace !== undefined && signOnly.includes(namespace)
  const recipient = sender?.recipient ?? evmRecipient
  const { disconnect } = useDisconnect()
  const { refresh: refreshBalances } = useKitBalances()
  const [sent, setSent] = useState<Outcome>({ state: 'idle' })
  const [signed, setSigned] = useState<Outcome>({ state: 'idle' })

  const send = async () => {
    if (!address) return
    setSent({ state: 'busy' })
    try {
      const { hash } = await adapterOf(kit, namespace).sendTransaction({
        to: recipient,
        value: sender?.value ?? parseEther(SEND_AMOUNT_ETH),
        address,
        ...(caipNetwork ? { caipNetwork } : {}),
      })
      setSent({ state: 'done', text: hash })
      // The balances move once the transaction is mined (anvil mines right after it answers, not
      // before): then read them again, past the 30 s cache.
      await minedOrTimedOut(sender ? undefined : caipNetwork, hash)
      void refreshBalances()
    } catch (error) {
      setSent({ state: 'error', text: errorText(error) })
    }
  }

  const sign = async () => {
    if (!address) return
    setSigned({ state: 'busy' })
    try {
      const { signature } = await adapterOf(kit, namespace).signMessage({
        message: SIGN_MESSAGE_TEXT,
        address,
      })
      setSigned({ state: 'done', text: signature })
    } catch (error) {
      setSigned({ state: 'error', text: errorText(error) })
    }
  }

  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Wallet actions</h2>
      <p className="hint">
        Through <code>adapter.sendTransaction</code> and <code>adapter.signMessage</code>
        {isConnected ? '' : ' — connect a wallet first'}
      </p>
      <div className="action">
        <button
          type="button"
          className="primary"
          data-testid="send-test"
          disabled={!isConnected || signsOnly || sent.state === 'busy'}
          onClick={send}
        >
          Send test
        </button>
        {signsOnly ? (
          <span className="hint">No node behind this network in the demo: sign only</span>
        ) : (
          <span className="hint">
            {sender?.label ?? `${SEND_AMOUNT_ETH} ETH`} to <code>{recipient}</code>
          </span>
        )}
        <OutcomeLine outcome={sent} testId="send-result" />
      </div>
      <div className="action">
        <button
          type="button"
          className="primary"
          data-testid="sign-message"
          disabled={!isConnected || signed.state === 'busy'}
          onClick={sign}
        >
          Sign message
        </button>
        <span className="hint">“{SIGN_MESSAGE_TEXT}”</span>
        <OutcomeLine outcome={signed} testId="signature" />
      </div>
      <div className="action">
        <button
          type="button"
          className="secondary"
          data-testid="demo-disconnect"
          disabled={!isConnected}
          onClick={() => disconnect()}
        >
          Disconnect (useDisconnect)
        </button>
      </div>
    </section>
  )
}
