/** English: Connect, AllWallets, the Connecting* wallet views, ConnectingMultiChain, Networks, SwitchNetwork, UnsupportedChain, GetWallet, WhatIsAWallet, WhatIsANetwork. Ids are '<area>.<what>'. */
export const connect = {} as const
