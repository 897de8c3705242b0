export type { SIWXMessageParams } from '../options/types.js'
export { type CacaoSignIn, cacaoToSiwx, type SiwxCacao, statementWithRecap } from './cacao/cacao.js'
export type { SiwxFlow, SiwxFlowState, SiwxTarget } from './flow/types.js'
export { createLocalSiwx, type LocalSiwxOptions } from './local/createLocalSiwx.js'
export {
  accountLabelOf,
  formatSiwxMessage,
  parseSiwxMessage,
  type SiwxMessageFields,
} from './message/index.js'
export type { ServerSiwxSession } from './server/answers.js'
export {
  createServerSiwx,
  type ServerSiwx,
  type ServerSiwxOptions,
} from './server/createServerSiwx.js'
export {
  createSiwxMessage,
  createSiwxMessageParams,
  DEFAULT_SIWX_EXPIRATION_MS,
  randomNonce,
  type SiwxMessage,
} from './shared.js'
