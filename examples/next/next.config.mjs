import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The monorepo's root: the packages are linked from its node_modules.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root },
  outputFileTracingRoot: root,
}
