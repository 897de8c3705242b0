/**
 * Calls `read` until it answers something other than undefined, pausing `intervalMs` between
 * reads, for at most `timeoutMs`; undefined once the time is up. A read that rejects counts as
 * no answer yet (a node or wallet that failed once is asked again). Each read should carry its
 * own time limit: a read that never settles keeps the poll waiting.
 */
export async function pollUntil<T>(
  read: () => Promise<T | undefined>,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answer = await read().catch(() => undefined)
    if (answer !== undefined) return answer
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return undefined
}
