/**
 * EIP-5792's status code of a batch a wallet sent as separate transactions, from their receipts
 * in order (null: not mined yet): 100 until every one is mined, then 200 when all succeeded, 500
 * when all reverted, 600 when some did.
 */
export function callsStatusCode(
  receipts: readonly ({ status: string } | null)[],
): 100 | 200 | 500 | 600 {
  const landed = receipts.filter((receipt) => receipt !== null)
  if (landed.length < receipts.length) return 100
  const reverted = landed.filter((receipt) => receipt.status !== '0x1').length
  return reverted === 0 ? 200 : reverted === landed.length ? 500 : 600
}
