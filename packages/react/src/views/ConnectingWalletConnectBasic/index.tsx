import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel.js'
import { usePairing } from '../ConnectingWalletConnect/usePairing.js'

/**
 * ConnectingWalletConnectBasic (spec §2): the basic pairing mode — no chain adapter, pairing
 * only — with the QR code and copy link, nothing else. The URI is replaced when it expires.
 */
export default function ConnectingWalletConnectBasicView() {
  const pairing = usePairing('ConnectingWalletConnectBasic')
  return <PairingPanel pairing={pairing} />
}
