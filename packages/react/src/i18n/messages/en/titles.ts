/** English: The modal header's view titles. Ids are '<area>.<what>'. */
export const titles = {} as const
