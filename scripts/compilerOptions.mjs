// The repository's compiler options (tsconfig.json), read through TypeScript 5.9's JavaScript API:
// the one setup of the programs built in-process (the API reports of scripts/typescript.mjs, the
// documentation's code blocks of scripts/check-docs.mjs).
import { join } from 'node:path'

/**
 * tsconfig.json's parsed command line, as `ts.getParsedCommandLineOfConfigFile` gives it; throws
 * with the formatted errors when the file is invalid.
 *
 * @param {typeof import('typescript')} ts
 * @param {string} root the repository's root
 */
export function repositoryConfig(ts, root) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!config) throw new Error(`${join(root, 'tsconfig.json')}: unreadable`)
  if (config.errors.length)
    throw new Error(ts.formatDiagnostics(config.errors, ts.createCompilerHost(config.options)))
  return config
}
