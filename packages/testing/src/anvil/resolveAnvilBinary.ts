import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const ARCH_NAMES: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/** The npm package that carries the anvil binary for this platform, e.g. `@foundry-rs/anvil-linux-amd64`. */
export function anvilPlatformPackage(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return `@foundry-rs/anvil-${platform}-${ARCH_NAMES[arch] ?? arch}`
}

/**
 * Path of the anvil binary: `$ANVIL_BINARY` when set, otherwise the binary of the
 * `@foundry-rs/anvil-<platform>-<arch>` package (an optional dependency of `@foundry-rs/anvil`),
 * resolved with Node's module resolution from this package or from `@foundry-rs/anvil`.
 */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env.ANVIL_BINARY
  if (fromEnv) return fromEnv
  const platformPackage = anvilPlatformPackage()
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const require = createRequire(import.meta.url)
  const resolvers = [require]
  try {
    resolvers.push(createRequire(require.resolve('@foundry-rs/anvil/package.json')))
  } catch {
    // @foundry-rs/anvil itself is missing; the direct lookup below reports it.
  }
  for (const resolver of resolvers) {
    try {
      const binary = join(
        dirname(resolver.resolve(`${platformPackage}/package.json`)),
        'bin',
        binaryName,
      )
      if (existsSync(binary)) return binary
    } catch {
      // try the next resolver
    }
  }
  throw new Error(
    `Cannot find the anvil binary: ${platformPackage} is not installed. Install @foundry-rs/anvil (it brings the binary for your platform) or set ANVIL_BINARY.`,
  )
}
