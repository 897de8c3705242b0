// Installs what the tests need beyond npm packages: Debian's chromium for the browser suite,
// Debian's postgresql (its server binaries, /usr/lib/postgresql/<version>/bin) for the server
// suite on PostgreSQL (vitest project server-postgres) and Debian's haproxy, the load balancer in
// front of two server replicas there and in `npm run bench:server`. Idempotent; installs only
// what is missing.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'
const POSTGRES_LIB = '/usr/lib/postgresql'
const HAPROXY = '/usr/sbin/haproxy'

const hasPostgres = () =>
  existsSync(POSTGRES_LIB) &&
  readdirSync(POSTGRES_LIB).some((version) =>
    existsSync(`${POSTGRES_LIB}/${version}/bin/initdb`),
  ) &&
  // startPostgres runs the cluster as this user when the tests run as root.
  (() => {
    try {
      execSync('id -u postgres', { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })()

const missing = []
if (!existsSync(CHROMIUM))
  missing.push({ why: 'the browser tests', packages: ['chromium', 'fonts-liberation'] })
else console.log('setup: chromium present')
if (!hasPostgres())
  missing.push({ why: 'the server tests on PostgreSQL', packages: ['postgresql'] })
else console.log('setup: postgresql present')
if (!existsSync(HAPROXY))
  missing.push({ why: 'the replicas behind a load balancer', packages: ['haproxy'] })
else console.log('setup: haproxy present')

if (missing.length) {
  const packages = missing.flatMap((item) => item.packages)
  console.log(
    `setup: installing Debian ${packages.join(', ')} (needed by ${missing.map((item) => item.why).join(' and ')})`,
  )
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' })
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit' },
  )
}
