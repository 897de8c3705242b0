import type { JsonRpcTransport } from '@gangway/core/adapter'
import { BigNumber, providers, utils } from 'ethers5'
import type { EthersSdkShim, TransactionShim } from './types.js'

const big = (value: bigint | undefined) =>
  value === undefined ? undefined : BigNumber.from(value.toString())

function transaction(tx: TransactionShim) {
  return {
    to: tx.to,
    value: big(tx.value),
    data: tx.data,
    gasLimit: big(tx.gasLimit),
    gasPrice: big(tx.gasPrice),
  }
}

/**
 * An ethers 5 JSON-RPC provider (static network: no eth_chainId before reads) whose wire is the
 * kit's transport (ranking, batching, retries, no-fallback codes). ethers 5 has no batching of
 * its own here: the transport batches the calls that arrive in the same turn. A JSON-RPC error
 * answer is thrown with its code, message and data, which ethers 5's error checks read.
 */
class KitTransportProvider extends providers.StaticJsonRpcProvider {
  constructor(
    private readonly transport: JsonRpcTransport,
    chainId: number,
  ) {
    super(undefined, chainId)
  }

  override send(method: string, params: unknown[]): Promise<unknown> {
    return this.transport.request({ method, params })
  }
}

/** ethers v5 (the `ethers5` alias): Web3Provider over the wallet; reads through the kit's transport. */
export const ethersV5Shim: EthersSdkShim = {
  adapterType: 'ethers5',
  async getSigner(provider, address) {
    const signer = new providers.Web3Provider(
      provider as providers.ExternalProvider,
      'any',
    ).getSigner(address)
    return {
      signMessage: (message) => signer.signMessage(message),
      signTypedData: (domain, types, message) => signer._signTypedData(domain, types, message),
      async sendTransaction(tx) {
        return (await signer.sendTransaction(transaction(tx))).hash
      },
    }
  },
  createReader(chainId, transport) {
    const provider = new KitTransportProvider(transport, chainId)
    return {
      getBalance: async (address) => (await provider.getBalance(address)).toBigInt(),
      estimateGas: async (tx) =>
        (await provider.estimateGas({ ...tx, value: big(tx.value) })).toBigInt(),
      call: (tx) => provider.call(tx),
      destroy: () => {
        provider.removeAllListeners()
        transport.destroy()
      },
    }
  },
  encodeFunctionData: (abi, name, args) =>
    new utils.Interface(abi as utils.Fragment[]).encodeFunctionData(name, args),
  decodeFunctionResult: (abi, name, data) => [
    ...new utils.Interface(abi as utils.Fragment[]).decodeFunctionResult(name, data),
  ],
  getAddress: (address) => utils.getAddress(address),
}
