/** English: Send, SendSelectToken, SendPreview, Swap, SwapSelectToken, SwapPreview. Ids are 'send.<what>'. */
export const send = {
  // Shared by the Send and Swap views.
  'send.balance': 'Balance: {amount}',
  'send.max': 'Max',
  'send.amount': 'Amount',
  'send.network': 'Network',
  'send.networkFee': 'Network fee',
  'send.back': 'Back',
  'send.confirmInWallet': 'Confirm in your wallet',
  'send.estimating': 'Estimating…',
  /** An amount and its USD value: '0.00005 ETH (≈ $0.10)'. */
  'send.withUsd': '{amount} (≈ {usd})',
  'send.tokens': 'Tokens',

  // Send.
  'send.selectToken': 'Select a token',
  'send.tokenChange': 'Token: {symbol}, change',
  'send.useMax': 'Use the maximum amount',
  'send.useMaxOf': 'Use the maximum amount of {symbol}',
  'send.networkFeeLine': 'Network fee: {fee}',
  'send.previewSend': 'Preview send',
  'send.receiver': 'Receiver address',
  'send.receiverOrName': 'Receiver address or name',
  'send.address': 'Address',
  'send.addressOn': 'Address on {network}',
  'send.resolvingName': 'Resolving name…',
  'send.nameNotRegistered': '{name} is not registered',

  // SendSelectToken.
  'send.noTokens': 'No tokens with a balance on this network.',

  // SendPreview.
  'send.to': 'To',
  'send.send': 'Send',

  // Swap.
  'send.youPay': 'You pay',
  'send.youReceive': 'You receive',
  /** Read before the source token button's text (visually hidden). */
  'send.payWith': 'Pay with',
  /** Read before the destination token button's text (visually hidden). */
  'send.receive': 'Receive',
  'send.selectSwapToken': 'Select token',
  /** Read after a token button's symbol (visually hidden). */
  'send.changeToken': ', change token',
  'send.maxOfBalance': 'Max: the whole {symbol} balance',
  'send.switchTokens': 'Switch tokens',
  'send.gettingQuote': 'Getting quote…',
  'send.loadingTokensStatus': 'Loading tokens…',
  'send.reviewSwap': 'Review swap',
  'send.price': 'Price',
  'send.priceImpact': 'Price impact',
  'send.maxSlippage': 'Max slippage',
  'send.providerFee': 'Provider fee',

  // SwapSelectToken.
  'send.searchTokens': 'Search tokens',
  'send.searchTokensPlaceholder': 'Search by name, symbol or address',
  'send.loadingTokens': 'Loading tokens',
  'send.noTokensMatch': 'No tokens match “{query}”.',
  'send.noSwapTokens': 'No tokens to swap here.',
  'send.yourTokens': 'Your tokens',

  // SwapPreview.
  'send.approvalStep': 'Step 1 of 2: allow the swap to use your {symbol}. Then swap.',
  'send.approvalStepTokens': 'Step 1 of 2: allow the swap to use your tokens. Then swap.',
  'send.approvingInWallet': 'Approving {symbol} in your wallet…',
  'send.confirmSwapInWallet': 'Confirm the swap in your wallet…',
  'send.batchStep': 'Your wallet approves {symbol} and swaps in one transaction.',
  'send.confirmingBatch': 'Waiting for the approval and the swap to be confirmed…',
  'send.confirming': 'Confirming…',
  'send.approving': 'Approving…',
  'send.approve': 'Approve',
  'send.approveSymbol': 'Approve {symbol}',
  'send.swap': 'Swap',
} as const
