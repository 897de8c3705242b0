// The Send flow (spec §3–§5, §8): actions on a kit, loaded with the views that use them, never
// by createKit (the connect button's first load carries none of it).
export {
  estimateSendFee,
  getMaxSendAmount,
  readGasPrice,
  type SendFee,
  type SendNodeOptions,
} from './estimateSendFee.js'
export {
  addPendingTransaction,
  pendingTransaction,
  type SentTransaction,
} from './pendingTransaction.js'
export {
  isNativeToken,
  readSendContext,
  type SendContext,
  tokenContract,
  tokenDecimals,
} from './sendContext.js'
export { getSendTokens } from './sendTokenList.js'
export { type SendTokensOptions, type SendTokensResult, sendTokens } from './sendTokens.js'
export {
  getSendInputError,
  type SendInput,
  type SendInputError,
  validateSend,
} from './validateSend.js'
