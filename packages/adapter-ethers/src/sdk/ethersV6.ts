import { isRpcResponseError, type JsonRpcTransport } from '@gangway/core/adapter'
import {
  BrowserProvider,
  type Eip1193Provider as EthersEip1193,
  getAddress,
  Interface,
  type InterfaceAbi,
  JsonRpcApiProvider,
  type JsonRpcError,
  type JsonRpcPayload,
  type JsonRpcResult,
  Network,
} from 'ethers'
import type { EthersSdkShim } from './types.js'

/**
 * An ethers v6 JSON-RPC provider whose wire is the kit's transport (ranking, batching, retries,
 * no-fallback codes): ethers hands every call over one by one (`batchMaxCount: 1`) and the
 * transport batches what arrives in the same turn. A JSON-RPC error answer goes back to ethers
 * as an error answer, so ethers builds its usual errors (CALL_EXCEPTION with revert data ...).
 */
class KitTransportProvider extends JsonRpcApiProvider {
  constructor(
    private readonly transport: JsonRpcTransport,
    network: Network,
  ) {
    super(network, { staticNetwork: network, batchMaxCount: 1 })
  }

  override async send(method: string, params: unknown[] | Record<string, unknown>) {
    await this._start()
    return await super.send(method, params)
  }

  override _send(
    payload: JsonRpcPayload | JsonRpcPayload[],
  ): Promise<(JsonRpcResult | JsonRpcError)[]> {
    const payloads = Array.isArray(payload) ? payload : [payload]
    return Promise.all(
      payloads.map(async ({ id, method, params }): Promise<JsonRpcResult | JsonRpcError> => {
        try {
          return { id, result: await this.transport.request({ method, params }) }
        } catch (error) {
          if (!isRpcResponseError(error)) throw error
          return { id, error: { code: error.code, message: error.message, data: error.data } }
        }
      }),
    )
  }

  override destroy(): void {
    this.transport.destroy()
    super.destroy()
  }
}

/** ethers v6: BrowserProvider over the wallet; reads through the kit's JSON-RPC transport. */
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
  createReader(chainId, transport) {
    const provider = new KitTransportProvider(transport, Network.from(chainId))
    return {
      getBalance: (address) => provider.getBalance(address),
      estimateGas: (tx) => provider.estimateGas(tx),
      call: (tx) => provider.call(tx),
      destroy: () => provider.destroy(),
    }
  },
  encodeFunctionData: (abi, name, args) =>
    new Interface(abi as InterfaceAbi).encodeFunctionData(name, args),
  decodeFunctionResult: (abi, name, data) => [
    ...new Interface(abi as InterfaceAbi).decodeFunctionResult(name, data),
  ],
  getAddress: (address) => getAddress(address),
}
