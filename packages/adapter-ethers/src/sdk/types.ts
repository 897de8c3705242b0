import type { JsonRpcTransport } from '@gangway/core/adapter'
import type { Eip1193Provider } from '@gangway/core/eip155'

/**
 * The thin seam between the shared ethers adapter and one ethers major version: only what
 * differs between ethers v6 and v5 lives behind it. Everything else (connection, events,
 * chain switching, ERC-20/USDT rules, errors) is shared.
 */
export interface EthersSdkShim {
  readonly adapterType: 'ethers' | 'ethers5'
  /** A signer over the wallet's EIP-1193 provider, acting for `address`. */
  getSigner(provider: Eip1193Provider, address: string): Promise<EthersSignerShim>
  /**
   * A read provider whose every JSON-RPC call goes through `transport` (the kit's ranked,
   * batching, retrying fallback over the chain's RPC URLs). The reader owns the transport:
   * `destroy()` stops it.
   */
  createReader(chainId: number, transport: JsonRpcTransport): EthersReaderShim
  encodeFunctionData(
    abi: readonly unknown[],
    functionName: string,
    args: readonly unknown[],
  ): string
  decodeFunctionResult(abi: readonly unknown[], functionName: string, data: string): unknown[]
  /** The EIP-55 checksummed form of an address. */
  getAddress(address: string): string
}

export interface TransactionShim {
  to: string
  value?: bigint
  data?: string
  gasLimit?: bigint
  gasPrice?: bigint
}

export interface EthersSignerShim {
  signMessage(message: string): Promise<string>
  /** EIP-712 typed data (eth_signTypedData_v4); `types` without EIP712Domain. */
  signTypedData(
    domain: Record<string, unknown>,
    types: Record<string, { name: string; type: string }[]>,
    message: Record<string, unknown>,
  ): Promise<string>
  /** Sends through the wallet; resolves the transaction hash. */
  sendTransaction(tx: TransactionShim): Promise<string>
}

export interface EthersReaderShim {
  getBalance(address: string): Promise<bigint>
  estimateGas(tx: { from: string; to: string; data?: string; value?: bigint }): Promise<bigint>
  /** eth_call; resolves the raw return data. */
  call(tx: { from: string; to: string; data: string }): Promise<string>
  destroy(): void
}
