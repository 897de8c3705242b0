import { isSmartAccount } from '../activity/smartAccount.js'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { isValidAccountName } from '../validators/address.js'
import { nameAccount, namesApiOf } from './nameContext.js'
import type { AccountName } from './namesApi.js'
import { nameErrorText } from './namesApi.js'
import { rememberProfileName } from './profileName.js'

/** The text the address signs: JSON `{ name, coinType, address, timestamp }` (the server checks it). */
export function registrationMessage(entry: {
  name: string
  coinType: number
  address: string
  timestamp: number
}): string {
  return JSON.stringify({
    name: entry.name,
    coinType: entry.coinType,
    address: entry.address,
    timestamp: entry.timestamp,
  })
}

/**
 * Spec §4 name registration: the active eip155 account signs the registration message, the
 * server registers it, then the profile name is set (account button, Account) and
 * RegisterAccountNameSuccess shown. On failure it returns to RegisterAccountName and rejects
 * (the view shows `nameErrorText`). REGISTER_ACCOUNT_NAME_INITIATED / _SUCCESS / _ERROR.
 */
export async function registerAccountName(kit: Kit, label: string): Promise<AccountName> {
  const { events, router } = kit.controllers
  const name = label.trim()
  const account = nameAccount(kit)
  const base = {
    namespace: account.namespace,
    isSmartAccount: isSmartAccount(account.accountState),
    ensName: name,
  }
  events.send('REGISTER_ACCOUNT_NAME_INITIATED', base)
  try {
    if (!isValidAccountName(name.split('.')[0])) throw new KitError('INVALID_ACCOUNT_NAME')
    const adapter = kit.getAdapter(account.namespace)
    if (!adapter) throw new KitError('NAME_NO_ADDRESS_OR_AUTH')
    const message = registrationMessage({
      name,
      coinType: account.coinType,
      address: account.address,
      timestamp: Date.now(),
    })
    const { signature } = await adapter.signMessage({ message, address: account.address })
    const registered = await namesApiOf(kit).register(
      { coinType: account.coinType, address: account.address, signature, message },
      name,
    )
    rememberProfileName(kit, account, registered.name)
    events.send('REGISTER_ACCOUNT_NAME_SUCCESS', { ...base, ensName: registered.name })
    router.replace('RegisterAccountNameSuccess', { name: registered.name })
    return registered
  } catch (error) {
    events.send('REGISTER_ACCOUNT_NAME_ERROR', { ...base, error: nameErrorText(error) })
    if (router.getState().view !== 'RegisterAccountName') router.replace('RegisterAccountName')
    throw error
  }
}
