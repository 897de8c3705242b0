/**
 * `@gangway/react/kernel`: the modal UI for a kit made with the kernel itself (core's
 * `createKit`, which builds every controller at once — tests, server-driven set-ups), and the
 * helpers that need the kernel. A host page uses `createKit` of `@gangway/react`, whose kernel
 * loads after the first paint; these stay out of that page's first load.
 */
export { createStaticWalletDirectory } from './kit/walletDirectory.js'
export { withUi } from './kit/withUi.js'
