/**
 * What an address agrees to when it registers a name: the server it registers on (`domain`,
 * the host of the kit's `namesApiUrl`, which the server compares with its own `publicUrl`), the
 * full name (label and the server's suffix), the chain (its ENSIP-11 `coinType`), the address
 * and when (`timestamp`, ms). A signature of it is good for that server, name and chain only.
 */
export interface RegistrationTerms {
  domain: string
  name: string
  coinType: number
  address: string
  timestamp: number
}

/** The text the address signs (EIP-191): the terms as JSON, in this order; the server parses it. */
export function registrationMessage(terms: RegistrationTerms): string {
  return JSON.stringify({
    domain: terms.domain,
    name: terms.name,
    coinType: terms.coinType,
    address: terms.address,
    timestamp: terms.timestamp,
  })
}
