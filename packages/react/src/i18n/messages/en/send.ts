/** English: Send, SendSelectToken, SendPreview, Swap, SwapSelectToken, SwapPreview. Ids are '<area>.<what>'. */
export const send = {} as const
