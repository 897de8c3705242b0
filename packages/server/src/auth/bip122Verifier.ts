import type { FamilyVerifier } from './types.js'

/** bip122 networks by genesis-hash reference: the address prefixes each one uses. */
const NETWORKS: Record<string, { name: string; bech32: string; base58: RegExp }> = {
  '000000000019d6689c085ae165831e93': { name: 'mainnet', bech32: 'bc1', base58: /^[13]/ },
  '000000000933ea01ad0ee984209779ba': { name: 'testnet', bech32: 'tb1', base58: /^[mn2]/ },
  '00000008819873e925422c1ff0f99f7c': { name: 'signet', bech32: 'tb1', base58: /^[mn2]/ },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { name: 'regtest', bech32: 'bcrt1', base58: /^[mn2]/ },
}

/** bip322-js (and bitcoinjs) are loaded on the first Bitcoin sign-in only. */
const loadBip322 = () => import('bip322-js')

/** bip122: BIP-322 (simple) signatures, and the legacy BIP-137 message signatures, via bip322-js. */
export const bip122Verifier: FamilyVerifier = {
  checkAddress(address, reference) {
    if (!/^[a-zA-Z0-9]{14,90}$/.test(address)) return { reason: 'not a Bitcoin address' }
    const network = NETWORKS[reference]
    if (!network) return { address }
    const lower = address.toLowerCase()
    // bcrt1 starts like bc1 would not: check the longer prefix first.
    const bech32 = /^(bcrt1|bc1|tb1)/.exec(lower)?.[1]
    const ok = bech32 ? bech32 === network.bech32 : network.base58.test(address)
    return ok ? { address } : { reason: `not a Bitcoin ${network.name} address` }
  },
  async verify({ address, message, signature }) {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature) || signature.length > 2_000) return false
    const { Verifier } = await loadBip322()
    try {
      return Verifier.verifySignature(address, message, signature)
    } catch {
      // An address type or signature shape bip322-js cannot check is not a valid sign-in.
      return false
    }
  },
}
