import type { UiKit } from '../../kit/types.js'

/** Disconnects and closes (Account, AccountSettings, UnsupportedChain); on failure the core reports DISCONNECT_ERROR and the snackbar, and the modal stays. */
export async function disconnectAndClose(kit: UiKit): Promise<void> {
  try {
    await kit.disconnect()
    kit.close()
  } catch {
    // reported by the core (event and snackbar)
  }
}
