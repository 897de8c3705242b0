import * as ecc from '@bitcoinerlab/secp256k1'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import {
  crypto as bitcoinCrypto,
  initEccLib,
  type Network,
  networks,
  payments,
  type Signer,
  toXOnly,
} from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'

/** The networks the test provider signs for (no chain is needed: nothing is broadcast). */
export type BitcoinTestNetwork = 'testnet' | 'regtest'

export interface BitcoinTestNetworkInfo {
  network: Network
  /** CAIP-2 id of the network (genesis-hash prefix). */
  caipNetworkId: string
  /** The name sats-connect uses (`BitcoinNetworkType`). */
  satsConnectName: 'Testnet' | 'Regtest'
}

export const BITCOIN_TEST_NETWORKS: Readonly<Record<BitcoinTestNetwork, BitcoinTestNetworkInfo>> = {
  testnet: {
    network: networks.testnet,
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    satsConnectName: 'Testnet',
  },
  regtest: {
    network: networks.regtest,
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    satsConnectName: 'Regtest',
  },
}

/** A public mnemonic for tests only (the one anvil and hardhat use). */
export const BITCOIN_TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** One address the test provider controls, with what signs for it. */
export interface BitcoinTestKey {
  address: string
  /** Hex: the compressed key for p2wpkh, the x-only internal key for p2tr (as sats-connect). */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  /** The scriptPubKey of the address. */
  output: Uint8Array
  /** The untweaked key pair. */
  keyPair: ECPairInterface
  /** What signs inputs spending this address (the tweaked key for p2tr key-path spends). */
  signer: Signer & ECPairInterface
  /** p2tr only: the internal key PSBT inputs need (`tapInternalKey`). */
  internalKey?: Uint8Array
}

export interface BitcoinTestKeys {
  payment: BitcoinTestKey
  ordinals: BitcoinTestKey
}

export interface DeriveBitcoinKeysOptions {
  /** BIP-39 mnemonic: payment at m/84'/1'/0'/0/i (p2wpkh), ordinals at m/86'/1'/0'/0/i (p2tr). */
  mnemonic?: string
  /** Hex private key (32 bytes, optional 0x): one key for both addresses. Wins over `mnemonic`. */
  privateKey?: string
  /** Index `i` in the derivation paths. Default 0. */
  accountIndex?: number
  network: BitcoinTestNetwork
}

let eccReady = false
const ECPair = ECPairFactory(ecc)

/** bitcoinjs-lib needs an ECC library for taproot; done once, on first use (not at import). */
function ensureEcc() {
  if (eccReady) return
  initEccLib(ecc)
  eccReady = true
}

export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (!/^([0-9a-fA-F]{2})*$/.test(clean)) throw new Error(`Not a hex string: ${hex}`)
  return Uint8Array.from(clean.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function paymentKey(keyPair: ECPairInterface, network: Network): BitcoinTestKey {
  const { address, output } = payments.p2wpkh({ pubkey: keyPair.publicKey, network })
  if (!address || !output) throw new Error('Could not derive the p2wpkh address.')
  return {
    address,
    publicKey: bytesToHex(keyPair.publicKey),
    purpose: 'payment',
    addressType: 'p2wpkh',
    output,
    keyPair,
    signer: keyPair,
  }
}

function ordinalsKey(keyPair: ECPairInterface, network: Network): BitcoinTestKey {
  const internalKey = toXOnly(keyPair.publicKey)
  const { address, output } = payments.p2tr({ internalPubkey: internalKey, network })
  if (!address || !output) throw new Error('Could not derive the p2tr address.')
  const signer = keyPair.tweak(bitcoinCrypto.taggedHash('TapTweak', internalKey))
  return {
    address,
    publicKey: bytesToHex(internalKey),
    purpose: 'ordinals',
    addressType: 'p2tr',
    output,
    keyPair,
    signer,
    internalKey,
  }
}

function keyPairAt(root: HDKey, path: string, network: Network): ECPairInterface {
  const privateKey = root.derive(path).privateKey
  if (!privateKey) throw new Error(`No private key at ${path}.`)
  return ECPair.fromPrivateKey(privateKey, { network })
}

/** The payment (p2wpkh) and ordinals (p2tr) keys of a test account. */
export function deriveBitcoinTestKeys(options: DeriveBitcoinKeysOptions): BitcoinTestKeys {
  ensureEcc()
  const { network: networkName, accountIndex = 0 } = options
  const network = BITCOIN_TEST_NETWORKS[networkName].network
  if (options.privateKey) {
    const keyPair = ECPair.fromPrivateKey(hexToBytes(options.privateKey), { network })
    return { payment: paymentKey(keyPair, network), ordinals: ordinalsKey(keyPair, network) }
  }
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(options.mnemonic ?? BITCOIN_TEST_MNEMONIC))
  return {
    payment: paymentKey(keyPairAt(root, `m/84'/1'/0'/0/${accountIndex}`, network), network),
    ordinals: ordinalsKey(keyPairAt(root, `m/86'/1'/0'/0/${accountIndex}`, network), network),
  }
}
