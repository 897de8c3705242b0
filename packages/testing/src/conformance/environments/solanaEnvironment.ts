import type { CaipNetwork, ChainAdapter } from '@gangway/core/adapter'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import { decodeBase58 } from '../../solana/base58.js'
import { type SolanaValidator, startSolanaValidator } from '../../solana/startSolanaValidator.js'
import { startCountingProxy } from '../countingProxy.js'
import { installSolanaWallet, type SolanaWalletDriver } from '../drivers/solanaDriver.js'
import type { CapabilityProbes, ConformanceEnvironment } from '../types.js'

/** The rent-exempt minimum of an empty account: the least a transfer to a new account may send. */
const RENT_EXEMPT_MINIMUM = 890_880n

const solanaNetwork = (id: string, name: string, http: string, ws: string): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'solana',
  caipNetworkId: `solana:${id}`,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [http], webSocket: [ws] } },
  testnet: true,
})

/** A 1-lamport transfer to itself, for the transaction capabilities. */
async function selfTransfer(validator: SolanaValidator, address: string) {
  const owner = new PublicKey(address)
  const { blockhash } = await new Connection(validator.rpcUrl).getLatestBlockhash()
  return new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: owner, lamports: 1 }),
  )
}

function solanaCapabilityProbes(validator: SolanaValidator): CapabilityProbes {
  return {
    getAccounts: async (getAccounts, { result }) => {
      const { accounts } = await getAccounts({ id: result.id })
      if (!accounts.some((account) => account.address === result.address))
        throw new Error('getAccounts did not list the connected account.')
    },
    signTransaction: async (signTransaction, { result }) => {
      const { transaction } = await signTransaction({
        transaction: await selfTransfer(validator, result.address),
      })
      const signed = transaction as Transaction | VersionedTransaction
      const signature =
        signed instanceof VersionedTransaction ? signed.signatures[0] : signed.signature
      if (!signature?.some((byte) => byte !== 0)) throw new Error('The transaction is not signed.')
    },
    signAndSendTransaction: async (signAndSendTransaction, { result }) => {
      const { signature } = await signAndSendTransaction({
        transaction: await selfTransfer(validator, result.address),
      })
      if (decodeBase58(signature).length !== 64) throw new Error(`Not a signature: ${signature}`)
    },
    estimateFee: async (estimateFee, { result, network }) => {
      // The fee the node asks for the same transfer (one signature).
      const message = (await selfTransfer(validator, result.address)).compileMessage()
      const { value } = await new Connection(validator.rpcUrl).getFeeForMessage(message)
      const { fee } = await estimateFee({
        address: result.address,
        to: result.address,
        value: 1n,
        caipNetwork: network,
      })
      if (value === null || fee !== BigInt(value))
        throw new Error(
          `estimateFee answered ${fee} lamports; the node prices the send at ${value}.`,
        )
    },
    transferToken: async (transferToken, { result }) => {
      const mint = validator.createSplMint({ decimals: 6 })
      validator.mintSplTokens({ mint: mint.address, owner: result.address, amount: 10n })
      const to = Keypair.generate().publicKey.toBase58()
      await transferToken({ tokenAddress: mint.address, to, amount: 7n, decimals: 6 })
      const received = validator.getSplTokenBalance(to, mint.address)
      if (received !== 7n) throw new Error(`The receiver got ${received} base units, not 7.`)
    },
  }
}

/**
 * The conformance environment of a Solana adapter: the local validator behind a counting proxy
 * (the local network, and a second one on the same node to switch to), the Wallet Standard test
 * wallet, a send of the rent-exempt minimum to a new account, balances read from the validator;
 * transferToken sends an SPL token to a new owner (its token account created).
 */
export async function solanaEnvironment(options: {
  createAdapter(wallet: SolanaWalletDriver): ChainAdapter
}): Promise<ConformanceEnvironment<SolanaWalletDriver>> {
  const validator = await startSolanaValidator()
  const proxy = await startCountingProxy(validator.rpcUrl)
  const networks = [
    solanaNetwork('localnet', 'Solana Localnet', proxy.url, validator.wsUrl),
    solanaNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', proxy.url, validator.wsUrl),
  ]
  return {
    networks,
    createAdapter: options.createAdapter,
    installWallet: () => installSolanaWallet(validator),
    switchNetwork: networks[1],
    send: {
      to: Keypair.generate().publicKey.toBase58(),
      amount: RENT_EXEMPT_MINIMUM,
      readBalance: async (address) => validator.getBalance(address),
    },
    capabilities: solanaCapabilityProbes(validator),
    countNodeRequests: proxy.count,
    async stop() {
      await proxy.close()
      await validator.stop()
    },
  }
}
