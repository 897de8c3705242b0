import { type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** The mnemonic anvil (and hardhat) derive their funded dev accounts from. Public; test use only. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** Private key of anvil's first dev account, 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266. */
export const ANVIL_PRIVATE_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** Private key of anvil dev account `index` (m/44'/60'/0'/0/index of `mnemonic`). */
export function anvilPrivateKey(index = 0, mnemonic: string = ANVIL_MNEMONIC): Hex {
  const privateKey = mnemonicToAccount(mnemonic, { addressIndex: index }).getHdKey().privateKey
  if (!privateKey) throw new Error(`No private key for account ${index}.`)
  return toHex(privateKey)
}
