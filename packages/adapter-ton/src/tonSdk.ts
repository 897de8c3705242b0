// Everything of the adapter that needs @ton/core at import time. TonAdapter loads this module
// with `import()` on first use (connect, restore, sending), after `installBufferGlobal`, so a page
// that only shows the button and lists wallets downloads no TON SDK. Nothing else may import it
// statically.
import { Address, Cell, contractAddress, loadMessage, loadStateInit } from '@ton/core'

function singleRoot(boc: string): Cell {
  const roots = Cell.fromBoc(Buffer.from(boc, 'base64'))
  if (roots.length !== 1) throw new Error(`expected one root cell, got ${roots.length}`)
  return roots[0] as Cell
}

/**
 * Checks a wallet's `walletStateInit` against its address (the contract address is the hash of
 * its StateInit); returns a reason when they do not match.
 */
export function checkStateInit(rawAddress: string, walletStateInit: string): string | undefined {
  try {
    const address = Address.parseRaw(rawAddress)
    const init = loadStateInit(singleRoot(walletStateInit).beginParse())
    const derived = contractAddress(address.workChain, init)
    return derived.equals(address)
      ? undefined
      : `its StateInit belongs to ${derived.toRawString()}, not ${rawAddress}`
  } catch (error) {
    return `its StateInit is not a StateInit BoC (${(error as Error).message})`
  }
}

/**
 * The external message a wallet answered `sendTransaction` with: it must be one BoC holding an
 * external-in message to the wallet's own contract. Returns its hash (hex), the id explorers and
 * toncenter look messages up by; throws with a reason otherwise.
 */
export function readSentMessage(boc: unknown, rawAddress: string): { hash: string } {
  if (typeof boc !== 'string' || boc.length === 0) throw new Error('the result is not a BoC')
  const cell = singleRoot(boc)
  const message = loadMessage(cell.beginParse())
  if (message.info.type !== 'external-in') {
    throw new Error(`the BoC holds an ${message.info.type} message, not an external one`)
  }
  if (!message.info.dest.equals(Address.parseRaw(rawAddress))) {
    throw new Error(`the message goes to ${message.info.dest.toRawString()}, not ${rawAddress}`)
  }
  return { hash: cell.hash().toString('hex') }
}
