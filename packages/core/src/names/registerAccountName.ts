import { isSmartAccount } from '../activity/smartAccount.js'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { accountNameError, checkAccountName } from './checkAccountName.js'
import { nameAccount, namesApiOf, namesDomainOf } from './nameContext.js'
import type { AccountName } from './namesApi.js'
import { nameErrorText } from './namesApi.js'
import { rememberProfileName } from './profileName.js'
import { registrationMessage } from './registrationMessage.js'

/**
 * The full name the server registers for what the visitor typed (a label, or a label and the
 * suffix): its suggestions' first answer, so the signed message names the suffix too.
 */
async function fullNameOf(kit: Kit, typed: string): Promise<string> {
  const [first] = await namesApiOf(kit)
    .suggestions(typed)
    .catch((error: unknown) => {
      throw new KitError('NAME_REGISTER_FAILED', {
        params: { name: typed },
        cause: error,
        ...(error instanceof KitError && error.longMessage && { longMessage: error.longMessage }),
      })
    })
  if (!first)
    throw new KitError('NAME_REGISTER_FAILED', {
      params: { name: typed },
      longMessage: "The name API's answer has no name",
    })
  return first.name
}

/**
 * Spec §4 name registration: the label is checked as the server checks it (spec §5, DNS label,
 * ENSIP-15), the active eip155 account signs the registration message (this server's domain,
 * the full name, the chain), the server registers it, then the profile name is set (account button, Account) and
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
    const checked = await checkAccountName(name.split('.')[0] ?? '')
    if ('problem' in checked) throw accountNameError(checked.problem)
    const adapter = kit.getAdapter(account.namespace)
    if (!adapter) throw new KitError('NAME_NO_ADDRESS_OR_AUTH')
    const message = registrationMessage({
      domain: namesDomainOf(kit),
      name: await fullNameOf(kit, name),
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
