// publint and are-the-types-wrong on one packed tarball: what a registry user would get.
//
// are-the-types-wrong runs with its `esm-only` profile: every @gangway package is ESM only by
// design ("type": "module", `exports` with `types` and `import` conditions only, no `require`).
// The profile leaves out two resolutions that cannot apply to such a package: `node10` (TypeScript's
// legacy resolution reads no `exports`, so no subpath entry resolves there; TypeScript 6
// deprecates it) and `node16-cjs` (a CommonJS file's `require`, which an import-only package does
// not offer). What remains, `node16-esm` (Node's own ESM) and `bundler` (Vite, Next, webpack),
// must have no problem at all, every entry typed.
import { readFileSync } from 'node:fs'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemKindInfo } from '@arethetypeswrong/core/problems'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { tarballProblems } from './pack.mjs'

/** The resolutions the `esm-only` profile of are-the-types-wrong leaves out (see above). */
export const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs']

/** What are-the-types-wrong says about a tarball's bytes, as lines (empty: nothing wrong). */
export async function typeProblems(name, bytes) {
  const result = await checkPackage(createPackageFromTarballData(bytes))
  if (!result.types) return [`${name}: are-the-types-wrong: the package has no types`]
  return result.problems
    .filter((problem) => !IGNORED_RESOLUTIONS.includes(problem.resolutionKind))
    .map((problem) => {
      const where = [problem.entrypoint, problem.resolutionKind].filter(Boolean).join(', ')
      const title = problemKindInfo[problem.kind]?.title ?? problem.kind
      return `${name}: are-the-types-wrong: ${title} (${problem.kind}${where ? `; ${where}` : ''})`
    })
}

/** publint (strict: warnings count) and are-the-types-wrong on one tarball; their problems. */
export async function lintTarball({ name, tarball }) {
  const bytes = new Uint8Array(readFileSync(tarball))
  const { messages, pkg } = await publint({
    pack: { tarball: bytes.slice().buffer },
    level: 'warning',
    strict: true,
  })
  return [
    ...messages.map((message) => `${name}: publint: ${formatMessage(message, pkg)}`),
    ...(await typeProblems(name, bytes)),
  ]
}

/** Everything wrong with one packed package: its tarball's contents, publint, are-the-types-wrong. */
export async function packageProblems(pack) {
  return [...tarballProblems(pack), ...(await lintTarball(pack))]
}
