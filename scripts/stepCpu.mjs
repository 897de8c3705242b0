// The CPU time of a step of `npm test`: all it started, the processes that outlive their parent
// included (Chromium's renderers, forked by its zygote, are reaped by nobody the step waits for).
// Each step runs in a control group of its own where the kernel offers one (cgroup v1's cpuacct,
// or v2's cpu.stat), whose usage counts every process in it; elsewhere bash's `times` gives the
// CPU of the processes the step waited for, a lower bound.
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs'

/** Where a step's group goes, and how its usage is read (in seconds). */
const HIERARCHIES = [
  {
    base: '/sys/fs/cgroup/cpuacct',
    usage: (group) => Number(readFileSync(`${group}/cpuacct.usage`, 'utf8')) / 1e9,
  },
  ...['/sys/fs/cgroup/unified', '/sys/fs/cgroup'].map((base) => ({
    base,
    usage: (group) =>
      Number(/^usage_usec (\d+)/m.exec(readFileSync(`${group}/cpu.stat`, 'utf8'))?.[1]) / 1e6,
  })),
]

/** Groups made by this process (a step run twice gets a group each time). */
let groups = 0
/** Groups that still held a process when their step ended. */
const left = []

/** Removes the groups that were not empty when their step ended (those still in use stay). */
export function removeGroups() {
  for (const group of left.splice(0)) {
    try {
      rmdirSync(group)
    } catch {
      // Still in use.
    }
  }
}

/**
 * `bash -c` text: `$1` the file for `times`, `$2` the group to join ('' for none), then the
 * step's command. The shell joins the group before it starts the command, so that everything the
 * command starts is in it.
 */
const TIMED = [
  'file=$1; group=$2; shift 2',
  '[ -n "$group" ] && { echo $$ > "$group/cgroup.procs"; } 2>/dev/null',
  '"$@"; status=$?; times > "$file"; exit $status',
].join('\n')

/**
 * The step's command wrapped to be measured (`[command, args]`), and `cpuSeconds()` to call
 * once it has ended: the group's usage, else what `times` wrote, else undefined.
 */
export function measuredStep(name, command, args, timesFile) {
  const hierarchy = HIERARCHIES.find(({ base }) => existsSync(`${base}/cgroup.procs`))
  let group = ''
  if (hierarchy) {
    groups += 1
    const path = `${hierarchy.base}/gangway-test-${process.pid}-${groups}-${name.replace(/\W+/g, '-')}`
    try {
      mkdirSync(path)
      group = path
    } catch {
      // No right to make groups here: `times` it is.
    }
  }
  const cpuSeconds = () => {
    let seconds
    if (group) {
      try {
        seconds = hierarchy.usage(group)
      } catch {
        // The group could not be read: `times` below.
      }
      try {
        // Empty once the step is over (what it left running went with its process group).
        rmdirSync(group)
      } catch {
        // A process of the step is still ending: removed at the end of the run (removeGroups).
        left.push(group)
      }
    }
    return seconds > 0 ? seconds : timesSeconds(timesFile)
  }
  return {
    command: 'bash',
    args: ['-c', TIMED, 'step', timesFile, group, command, ...args],
    cpuSeconds,
  }
}

/** The CPU seconds bash's `times` wrote (its second line: `0m1.500s 0m0.250s`, the children's). */
function timesSeconds(file) {
  try {
    const text = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? ''
    const seconds = [...text.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs),
      0,
    )
    return text ? seconds : undefined
  } catch {
    return undefined
  }
}
