// @gangway/core/sessions: the host's side of smart sessions (ERC-7715, `features.smartSessions`):
// calls with a session key the visitor granted, as ERC-4337 user operations through a bundler.
// Its own entry: only a host that uses session keys loads it (the adapters' eip155 entry stays
// as small as it was).
export {
  ENTRY_POINT_07,
  executeSessionCallData,
  type SendSessionCallOptions,
  type SessionCallGas,
  type SessionCallResult,
  type SessionSigner,
  sendSessionCall,
  userOperationHash,
} from './evm/sessionCall.js'
