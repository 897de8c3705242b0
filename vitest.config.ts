import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const pkg = (name: string) =>
  fileURLToPath(new URL(`./packages/${name}/src/index.ts`, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@gangway\/core$/, replacement: pkg('core') },
      { find: /^@gangway\/react$/, replacement: pkg('react') },
      { find: /^@gangway\/testing$/, replacement: pkg('testing') },
      {
        find: /^@gangway\/adapter-ethers\/ethers5$/,
        replacement: fileURLToPath(
          new URL('./packages/adapter-ethers/src/ethers5.ts', import.meta.url),
        ),
      },
      {
        find: /^@gangway\/adapter-(\w+)$/,
        replacement: fileURLToPath(new URL('./packages/adapter-$1/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/!(core)/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Size budgets of the built packages (bench/size-budget.json); needs `npm run build`.
        extends: true,
        test: { name: 'bench', include: ['bench/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
