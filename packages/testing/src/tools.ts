// `@gangway/testing/tools`: the family-neutral Node tools, with no chain SDK: Chromium through
// playwright-core, a free port, a browser-like window for Node tests, JSON-RPC over fetch, an
// adapter context, and the local peers of server features (PostgreSQL, an SMTP mailbox, an OAuth
// provider, haproxy in front of replicas). Whatever family a host tests, it can import these; playwright-core, smtp-server,
// mailparser and oauth2-mock-server are optional peers loaded when the function is first called.
export { createAdapterContext, type TestAdapterContext } from './adapters/createAdapterContext.js'
export { acceptsConnections } from './anvil/acceptsConnections.js'
export { findFreePort } from './anvil/findFreePort.js'
export {
  HAPROXY,
  type LoadBalancer,
  type StartLoadBalancerOptions,
  startLoadBalancer,
} from './balancer/startLoadBalancer.js'
export { CHROMIUM_ARGS, type LaunchBrowserOptions, launchBrowser } from './browser/launchBrowser.js'
export { type MailboxInbox, serveMailboxInbox } from './mail/serveMailboxInbox.js'
export {
  type Mailbox,
  type ReceivedMail,
  startMailbox,
  type WaitForMailOptions,
} from './mail/startMailbox.js'
export {
  type StartOAuthProviderOptions,
  startOAuthProvider,
  type TestOAuthProvider,
  type TestOAuthUser,
} from './oauth/startOAuthProvider.js'
export {
  type PostgresCluster,
  resolvePostgresBinDir,
  type StartPostgresOptions,
  startPostgres,
} from './postgres/startPostgres.js'
export { jsonRpcRequest } from './rpc/jsonRpcRequest.js'
export { installTestWindow, type TestWindow } from './window/installTestWindow.js'
