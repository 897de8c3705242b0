import {
  type AbstractProvider,
  BrowserProvider,
  type Eip1193Provider as EthersEip1193,
  FallbackProvider,
  FetchRequest,
  getAddress,
  Interface,
  type InterfaceAbi,
  JsonRpcProvider,
  Network,
} from 'ethers'
import type { EthersReaderShim, EthersSdkShim, ReaderConfig } from './types.js'

function jsonRpcProvider(url: string, network: Network, rpc: ReaderConfig): JsonRpcProvider {
  const request = new FetchRequest(url)
  request.timeout = rpc.timeoutMs
  return new JsonRpcProvider(request, network, {
    staticNetwork: network,
    batchMaxCount: rpc.batchSize,
  })
}

function reader(provider: AbstractProvider, owned: AbstractProvider[]): EthersReaderShim {
  return {
    getBalance: (address) => provider.getBalance(address),
    estimateGas: (tx) => provider.estimateGas(tx),
    call: (tx) => provider.call(tx),
    destroy: () => {
      for (const p of owned) p.destroy()
    },
  }
}

/** ethers v6: BrowserProvider over the wallet, JsonRpcProvider / FallbackProvider for reads. */
export const ethersV6Shim: EthersSdkShim = {
  adapterType: 'ethers',
  async getSigner(provider, address) {
    const signer = await new BrowserProvider(provider as EthersEip1193).getSigner(address)
    return {
      signMessage: (message) => signer.signMessage(message),
      signTypedData: (domain, types, message) => signer.signTypedData(domain, types, message),
      async sendTransaction(tx) {
        return (await signer.sendTransaction(tx)).hash
      },
    }
  },
  createReader(chainId, rpc) {
    const network = Network.from(chainId)
    const providers = rpc.urls.map((url) => jsonRpcProvider(url, network, rpc))
    if (providers.length === 1) return reader(providers[0] as JsonRpcProvider, providers)
    const fallback = new FallbackProvider(
      providers.map((provider, index) => ({ provider, priority: index + 1, weight: 1 })),
      network,
      { quorum: 1 },
    )
    return reader(fallback, [fallback, ...providers])
  },
  encodeFunctionData: (abi, name, args) =>
    new Interface(abi as InterfaceAbi).encodeFunctionData(name, args),
  decodeFunctionResult: (abi, name, data) => [
    ...new Interface(abi as InterfaceAbi).decodeFunctionResult(name, data),
  ],
  getAddress: (address) => getAddress(address),
}
