import type { CaipNetwork, ChainAdapter } from '@gangway/core/adapter'
import { address as bitcoinAddress, networks, Psbt } from 'bitcoinjs-lib'
import { BITCOIN_TEST_NETWORKS } from '../../bitcoin/bitcoinKeys.js'
import { installTestWindow } from '../../window/installTestWindow.js'
import {
  type BitcoinWalletDriver,
  bitcoinWalletBalance,
  installBitcoinWallet,
} from '../drivers/bitcoinDriver.js'
import type { ConformanceEnvironment } from '../types.js'

const ACCOUNT_KEYS = ['11'.repeat(32), '22'.repeat(32)] as const
/** A testnet address of neither account. */
const RECEIVER = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

const bitcoinNetwork = (caipNetworkId: string, name: string): CaipNetwork => ({
  id: caipNetworkId.slice('bip122:'.length),
  name,
  chainNamespace: 'bip122',
  caipNetworkId: caipNetworkId as CaipNetwork['caipNetworkId'],
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  testnet: true,
})

/**
 * The conformance environment of a Bitcoin (sats-connect) adapter: the test provider in a node
 * test window, Bitcoin testnet and regtest (the wallet switches between them), a send of 10,000
 * satoshis, and balances by the wallet's books (the test wallet has no node: it builds and signs
 * real transactions and keeps their coins, but broadcasts nothing).
 */
export function bitcoinEnvironment(options: {
  createAdapter(wallet: BitcoinWalletDriver): ChainAdapter
}): ConformanceEnvironment<BitcoinWalletDriver> {
  const testWindow = installTestWindow()
  const testnet = bitcoinNetwork(BITCOIN_TEST_NETWORKS.testnet.caipNetworkId, 'Bitcoin Testnet')
  const regtest = bitcoinNetwork(BITCOIN_TEST_NETWORKS.regtest.caipNetworkId, 'Bitcoin Regtest')
  let current: BitcoinWalletDriver | undefined
  const wallet = () => {
    if (!current) throw new Error('No Bitcoin test wallet is installed.')
    return current
  }
  return {
    networks: [testnet, regtest],
    createAdapter: options.createAdapter,
    installWallet() {
      current = installBitcoinWallet(testWindow.window, ACCOUNT_KEYS)
      return current
    },
    switchNetwork: regtest,
    send: {
      to: RECEIVER,
      amount: 10_000n,
      readBalance: async (address) => bitcoinWalletBalance(wallet().provider, address),
    },
    capabilities: {
      getAccounts: async (getAccounts, { result }) => {
        const { accounts } = await getAccounts({ id: result.id })
        if (!accounts.some((account) => account.address === result.address))
          throw new Error('getAccounts did not list the connected account.')
      },
      // The account picker: another shared account, then back; a stranger's address is refused.
      setActiveAccount: async (setActiveAccount, { result }) => {
        const other = result.accounts?.find((account) => account.address !== result.address)
        await setActiveAccount({ id: result.id, address: (other ?? result).address })
        await setActiveAccount({ id: result.id, address: result.address })
        const refused = await setActiveAccount({ id: result.id, address: 'not-shared' }).then(
          () => false,
          () => true,
        )
        if (!refused)
          throw new Error('setActiveAccount accepted an address the wallet did not share.')
      },
      signPsbt: async (signPsbt, { result }) => {
        const { provider } = wallet()
        const utxo = provider.utxos[0]
        if (!utxo) throw new Error('The test wallet has no coin.')
        const script = bitcoinAddress.toOutputScript(result.address, networks.testnet)
        const psbt = new Psbt({ network: networks.testnet })
          .addInput({
            hash: utxo.txid,
            index: utxo.vout,
            witnessUtxo: { script, value: BigInt(utxo.value) },
          })
          .addOutput({ address: RECEIVER, value: BigInt(utxo.value - 1000) })
        const signed = await signPsbt({ psbt: psbt.toBase64() })
        if (!Psbt.fromBase64(signed.psbt).data.inputs[0]?.partialSig?.length)
          throw new Error('The PSBT came back unsigned.')
      },
    },
    stop: () => testWindow.uninstall(),
  }
}
