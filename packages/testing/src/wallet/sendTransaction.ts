import { type Hex, hexToBigInt, hexToNumber, type LocalAccount } from 'viem'
import { ProviderRpcError, RPC_ERROR } from '../rpc/ProviderRpcError.js'

/** The eth_sendTransaction parameter object (hex quantities, as dapps send it). */
export interface TransactionRequestJson {
  from?: Hex
  to?: Hex | null
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  gasLimit?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  type?: Hex
  chainId?: Hex
  accessList?: readonly { address: Hex; storageKeys: readonly Hex[] }[]
}

type Rpc = <T>(method: string, params: readonly unknown[]) => Promise<T>

const FALLBACK_PRIORITY_FEE = 1_000_000_000n

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/**
 * Fills in nonce, gas and fees from the node, signs with the local account and sends the
 * raw transaction (eth_sendRawTransaction), so it works against any node, not only one that
 * holds the key. Node errors (e.g. a revert during gas estimation) reach the caller unchanged.
 */
export async function signAndSendTransaction(
  account: LocalAccount,
  chainId: number,
  tx: TransactionRequestJson,
  rpc: Rpc,
): Promise<Hex> {
  if (tx.chainId !== undefined && hexToNumber(tx.chainId) !== chainId) {
    throw new ProviderRpcError(
      RPC_ERROR.invalidParams,
      `Invalid chainId ${tx.chainId}: the wallet is on chain ${chainId}.`,
    )
  }
  const data = tx.data ?? tx.input
  const to = tx.to ?? undefined
  const value = quantity(tx.value)
  const call = { from: account.address, to, value: tx.value, data }
  const nonce =
    tx.nonce !== undefined
      ? hexToNumber(tx.nonce)
      : hexToNumber(await rpc<Hex>('eth_getTransactionCount', [account.address, 'pending']))
  const gas =
    quantity(tx.gas ?? tx.gasLimit) ?? hexToBigInt(await rpc<Hex>('eth_estimateGas', [call]))
  const common = { chainId, nonce, gas, to, value, data }

  const wantsLegacy = tx.gasPrice !== undefined || tx.type === '0x0' || tx.type === '0x1'
  const block = wantsLegacy
    ? undefined
    : await rpc<{ baseFeePerGas?: Hex } | null>('eth_getBlockByNumber', ['latest', false])
  let serialized: Hex
  if (!wantsLegacy && block?.baseFeePerGas) {
    const priority =
      quantity(tx.maxPriorityFeePerGas) ??
      (await rpc<Hex>('eth_maxPriorityFeePerGas', []).then(
        hexToBigInt,
        () => FALLBACK_PRIORITY_FEE,
      ))
    const maxFee = quantity(tx.maxFeePerGas) ?? hexToBigInt(block.baseFeePerGas) * 2n + priority
    serialized = await account.signTransaction({
      ...common,
      type: 'eip1559',
      maxFeePerGas: maxFee,
      maxPriorityFeePerGas: priority,
      ...(tx.accessList ? { accessList: tx.accessList } : {}),
    })
  } else {
    const gasPrice = quantity(tx.gasPrice) ?? hexToBigInt(await rpc<Hex>('eth_gasPrice', []))
    serialized = await account.signTransaction({ ...common, type: 'legacy', gasPrice })
  }
  return rpc<Hex>('eth_sendRawTransaction', [serialized])
}
