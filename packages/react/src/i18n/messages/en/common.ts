/** English: Shared across views: generic actions and states (Back, Close, Copy, Loading, Try again…), the modal shell, ui/controls and views/shared/*. Ids are '<area>.<what>'. */
export const common = {} as const
