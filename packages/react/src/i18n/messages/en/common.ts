/** English: shared across views — the modal shell, its banner and fallbacks. Ids are 'common.<what>'. */
export const common = {
  'common.back': 'Back',
  'common.close': 'Close',
  'common.dismiss': 'Dismiss',
  'common.loading': 'Loading',
  'common.viewLoadFailed': 'This view could not be loaded.',
  'common.tryAgain': 'Try again',
} as const
