import { type Network, Psbt } from 'bitcoinjs-lib'
import { type BitcoinTestKey, type BitcoinTestKeys, bytesToHex } from './bitcoinKeys.js'

/** A coin the test provider pretends to own (no chain: nothing is checked against one). */
export interface BitcoinTestUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
}

export interface SignedTransaction {
  txid: string
  /** The raw transaction, hex. */
  hex: string
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** The key whose address locks a PSBT input (from its witnessUtxo), if it is one of ours. */
function keyForInput(psbt: Psbt, index: number, keys: BitcoinTestKeys): BitcoinTestKey | undefined {
  const script = psbt.data.inputs[index]?.witnessUtxo?.script
  if (!script) return undefined
  return [keys.payment, keys.ordinals].find((key) => bytesEqual(key.output, script))
}

function signInputWith(psbt: Psbt, index: number, key: BitcoinTestKey) {
  const input = psbt.data.inputs[index]
  if (!input) throw new Error(`The PSBT has no input ${index}.`)
  if (key.internalKey && !input.tapInternalKey) {
    psbt.updateInput(index, { tapInternalKey: key.internalKey })
  }
  psbt.signInput(index, key.signer)
}

/**
 * Signs a base64 PSBT: the inputs `signInputs` names (address → input indexes), or, without it,
 * every input locked to one of the provider's addresses. With `finalize`, finalises it and
 * returns the extracted transaction too.
 */
export function signPsbtWithKeys(
  psbtBase64: string,
  keys: BitcoinTestKeys,
  network: Network,
  options: { signInputs?: Record<string, number[]>; finalize?: boolean } = {},
): { psbt: string; transaction?: SignedTransaction } {
  const psbt = Psbt.fromBase64(psbtBase64, { network })
  const byAddress = new Map([keys.payment, keys.ordinals].map((key) => [key.address, key]))
  if (options.signInputs) {
    for (const [address, indexes] of Object.entries(options.signInputs)) {
      const key = byAddress.get(address)
      if (!key) throw new Error(`The wallet does not control ${address}.`)
      for (const index of indexes) signInputWith(psbt, index, key)
    }
  } else {
    let signed = 0
    for (let index = 0; index < psbt.inputCount; index++) {
      const key = keyForInput(psbt, index, keys)
      if (key) {
        signInputWith(psbt, index, key)
        signed++
      }
    }
    if (signed === 0) throw new Error('No input of the PSBT is locked to this wallet.')
  }
  if (!options.finalize) return { psbt: psbt.toBase64() }
  psbt.finalizeAllInputs()
  const tx = psbt.extractTransaction()
  return { psbt: psbt.toBase64(), transaction: { txid: tx.getId(), hex: tx.toHex() } }
}

/**
 * Builds and signs a transfer from the payment address: spends `utxos` (largest first) to the
 * recipients, pays `fee` satoshis, and sends the change back to the payment address.
 */
export function buildTransfer(options: {
  recipients: readonly { address: string; amount: number }[]
  utxos: readonly BitcoinTestUtxo[]
  key: BitcoinTestKey
  network: Network
  fee: number
}): { transaction: SignedTransaction; spent: BitcoinTestUtxo[]; change?: BitcoinTestUtxo } {
  const { recipients, key, network, fee } = options
  if (recipients.length === 0) throw new Error('A transfer needs at least one recipient.')
  for (const { amount } of recipients) {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`Invalid amount: ${amount}`)
  }
  const needed = recipients.reduce((sum, { amount }) => sum + amount, 0) + fee
  const spent: BitcoinTestUtxo[] = []
  let total = 0
  for (const utxo of [...options.utxos].sort((a, b) => b.value - a.value)) {
    if (total >= needed) break
    spent.push(utxo)
    total += utxo.value
  }
  if (total < needed) throw new Error(`Insufficient funds: ${total} sats for ${needed}.`)

  const psbt = new Psbt({ network })
  for (const utxo of spent) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.output, value: BigInt(utxo.value) },
    })
  }
  for (const { address, amount } of recipients) psbt.addOutput({ address, value: BigInt(amount) })
  const changeValue = total - needed
  if (changeValue > 0) psbt.addOutput({ address: key.address, value: BigInt(changeValue) })
  psbt.signAllInputs(key.signer)
  psbt.finalizeAllInputs()
  const tx = psbt.extractTransaction()
  const transaction = { txid: tx.getId(), hex: tx.toHex() }
  return {
    transaction,
    spent,
    ...(changeValue > 0 && {
      change: { txid: transaction.txid, vout: recipients.length, value: changeValue },
    }),
  }
}

/** A made-up funding coin for an address: a deterministic txid, `value` satoshis. */
export function fakeUtxo(seed: string, value: number, vout = 0): BitcoinTestUtxo {
  let hash = 0x811c9dc5
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) {
    for (const char of `${seed}:${i}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
    bytes[i] = hash & 0xff
  }
  return { txid: bytesToHex(bytes), vout, value }
}
