export { EmbeddedFrameError } from './errors.js'
export { frameUrl } from './frameChannel.js'
export { loadEmbedded } from './loadEmbedded.js'
export { SOCIAL_RESULT_PARAM } from './social.js'
export type {
  ConnectSocialOptions,
  EmailConnectAction,
  EmailUpdateAction,
  EmbeddedFrameState,
  EmbeddedLogin,
  EmbeddedLoginState,
  EmbeddedUserInfo,
  FrameShowReason,
} from './types.js'
