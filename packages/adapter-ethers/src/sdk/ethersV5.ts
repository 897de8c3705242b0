import { BigNumber, providers, utils } from 'ethers5'
import type { EthersReaderShim, EthersSdkShim, ReaderConfig, TransactionShim } from './types.js'

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

function jsonRpcProvider(url: string, chainId: number, rpc: ReaderConfig) {
  return new providers.StaticJsonRpcProvider({ url, timeout: rpc.timeoutMs }, chainId)
}

function reader(
  provider: providers.BaseProvider,
  owned: providers.BaseProvider[],
): EthersReaderShim {
  return {
    getBalance: async (address) => (await provider.getBalance(address)).toBigInt(),
    estimateGas: async (tx) =>
      (await provider.estimateGas({ ...tx, value: big(tx.value) })).toBigInt(),
    call: (tx) => provider.call(tx),
    destroy: () => {
      for (const p of owned) p.removeAllListeners()
    },
  }
}

/** ethers v5 (the `ethers5` alias): Web3Provider over the wallet, StaticJsonRpcProvider reads. */
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
  createReader(chainId, rpc) {
    const list = rpc.urls.map((url) => jsonRpcProvider(url, chainId, rpc))
    if (list.length === 1) return reader(list[0] as providers.StaticJsonRpcProvider, list)
    const fallback = new providers.FallbackProvider(
      list.map((provider, index) => ({ provider, priority: index + 1, weight: 1 })),
      1,
    )
    return reader(fallback, [fallback, ...list])
  },
  encodeFunctionData: (abi, name, args) =>
    new utils.Interface(abi as utils.Fragment[]).encodeFunctionData(name, args),
  decodeFunctionResult: (abi, name, data) => [
    ...new utils.Interface(abi as utils.Fragment[]).decodeFunctionResult(name, data),
  ],
  getAddress: (address) => utils.getAddress(address),
}
