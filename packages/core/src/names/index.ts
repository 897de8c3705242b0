export type { AccountNameCheck } from '../validators/accountName.js'
export { accountNameError, checkAccountName } from './checkAccountName.js'
export { canUseNames, namesApiOf, namesDomainOf } from './nameContext.js'
export {
  type AccountName,
  createNamesApi,
  type NameRegistration,
  type NameSuggestion,
  type NamesApi,
  type NamesApiOptions,
  nameErrorText,
} from './namesApi.js'
export { loadProfileName, rememberProfileName } from './profileName.js'
export { registerAccountName } from './registerAccountName.js'
export { type RegistrationTerms, registrationMessage } from './registrationMessage.js'
export { looksLikeName, type ResolvedName, resolveName } from './resolveName.js'
export {
  createNameSuggester,
  type NameAvailability,
  SUGGESTIONS_DEBOUNCE_MS,
} from './suggestNames.js'
