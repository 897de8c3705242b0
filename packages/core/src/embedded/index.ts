export { EmbeddedFrameError } from './errors.js'
export { frameUrl } from './frameChannel.js'
export { loadEmbedded } from './loadEmbedded.js'
// The kit's own use (kit/embeddedHook.ts imports this entry, the same module the views load,
// so a page downloads one embedded chunk): not for hosts.
export {
  createEmbeddedRuntime,
  type EmbeddedRuntime,
  type EmbeddedRuntimeDeps,
} from './runtime.js'
export { activeSmartSessions, readSmartSessions, type SmartSession } from './smartSessions.js'
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
