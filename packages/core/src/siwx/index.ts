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
  DEFAULT_SIWX_EXPIRATION_MS,
  randomNonce,
  type SiwxMessage,
} from './shared.js'
