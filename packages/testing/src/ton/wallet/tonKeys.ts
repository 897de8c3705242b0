import { type KeyPair, mnemonicToPrivateKey } from '@ton/crypto'
import { WalletContractV4 } from '@ton/ton'

/**
 * The TON test wallet's mnemonic (24 words, public: test use only, never for real funds). Its
 * addresses in every user-friendly form have no `_` (see TON_TEST_MNEMONIC_2).
 */
export const TON_TEST_MNEMONIC =
  'impulse ask motion brush palace devote reopen depth cupboard glove portion lumber wreck blade record lawsuit boring power fold misery stereo crash deliver charge'

/**
 * A second test account (account switches). Both were picked among generated mnemonics for
 * user-friendly addresses without `_`: Gangway's kernel builds CAIP-10 account ids with the
 * address as it is, and CAIP-10's address alphabet (`[-.%a-zA-Z0-9]`) has no `_`, which about
 * half of all base64url TON addresses contain (see the adapter's README, "Known limits").
 */
export const TON_TEST_MNEMONIC_2 =
  'patch badge salt still rookie anxiety kick palm iron concert sorry jacket brave tuna flag shine govern attract taxi mad devote garden script proud'

/** A TON wallet contract (v4r2, workchain 0) with its key. */
export interface TonTestKey {
  mnemonic: string
  keyPair: KeyPair
  contract: WalletContractV4
}

const keys = new Map<string, Promise<TonTestKey>>()

/** The key pair (TON mnemonic derivation) and v4r2 wallet contract of a mnemonic; cached. */
export function deriveTonTestKey(mnemonic: string = TON_TEST_MNEMONIC): Promise<TonTestKey> {
  const words = mnemonic.trim().split(/\s+/)
  const normal = words.join(' ')
  let key = keys.get(normal)
  if (!key) {
    key = mnemonicToPrivateKey(words).then((keyPair) => ({
      mnemonic: normal,
      keyPair,
      contract: WalletContractV4.create({ workchain: 0, publicKey: keyPair.publicKey }),
    }))
    keys.set(normal, key)
    key.catch(() => keys.delete(normal))
  }
  return key
}
