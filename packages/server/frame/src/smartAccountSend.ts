/**
 * eth_sendTransaction from the embedded wallet's smart account: the transaction becomes one user
 * operation (sponsored when the project's policy covers it), and the answer is the hash of the
 * transaction that carried it, once it is in a block, as a dapp expects of eth_sendTransaction.
 */
import { type Address, type Hex, hexToBigInt, isAddress, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Eip155Account } from './accountType.js'
import { checkSigner, txParam } from './evm.js'
import {
  sendUserOperation,
  type UserOperationServices,
  waitForUserOperationReceipt,
} from './userOperation.js'

export async function sendTransactionFromSmartAccount(
  params: unknown,
  owner: PrivateKeyAccount,
  account: Eip155Account & { smart: NonNullable<Eip155Account['smart']> },
  services: UserOperationServices,
): Promise<Hex> {
  const tx = txParam(params)
  checkSigner(tx.from, account.address)
  if (!tx.to || !isAddress(tx.to))
    throw new Error('A smart account sends to an address: it cannot create a contract this way')
  const data = tx.data ?? tx.input
  if (data !== undefined && !isHex(data)) throw new Error('The transaction data must be 0x hex')
  if (tx.value !== undefined && !isHex(tx.value)) throw new Error('The value must be a 0x quantity')
  const { hash } = await sendUserOperation(
    [
      {
        to: tx.to as Address,
        value: tx.value ? hexToBigInt(tx.value as Hex) : 0n,
        data: (data ?? '0x') as Hex,
      },
    ],
    owner,
    account.smart.chain,
    services,
  )
  const receipt = await waitForUserOperationReceipt(hash, services)
  return receipt.receipt.transactionHash
}
