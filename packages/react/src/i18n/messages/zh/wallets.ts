import type { Translation } from '../../translate.js'
import type { wallets as english } from '../en/wallets.js'

/** Chinese (Simplified): wallets. */
export const wallets: Translation<typeof english> = {
  // Shared by the connect views
  'wallets.tryAgain': '重试',
  'wallets.goBack': '返回',
  'wallets.loadingWallets': '正在加载钱包',
  'wallets.connectionDeclined': '连接被拒绝',
  'wallets.connectionNotCompleted': '连接未完成，你可以重试。',
  'wallets.noWalletSelected': '未选择钱包。',
  'wallets.walletDidNotAnswer': '钱包没有响应',
  'wallets.switchingTo': '正在切换到 {network}',

  // AllWallets
  'wallets.searchWallets': '搜索钱包',
  'wallets.searchWalletPlaceholder': '搜索钱包',
  'wallets.noWalletFound': '未找到钱包',
  'wallets.noWalletsToShow': '没有可显示的钱包',
  'wallets.directoryUnreachable': '无法访问钱包目录。',
  'wallets.directorySlow': '钱包目录没有响应。',

  // ConnectingExternal
  'wallets.continueIn': '请在 {wallet} 中继续',
  'wallets.acceptRequest': '请在钱包中接受连接请求。',

  // ConnectingWalletConnect(Basic)
  'wallets.linkCopied': '链接已复制',
  'wallets.linkCopyFailed': '无法复制链接',
  'wallets.walletConnectUnavailable': '此应用不支持 WalletConnect。',
  'wallets.qrToConnect': '用于连接 {wallet} 的二维码',
  'wallets.walletConnectQr': 'WalletConnect 二维码',
  'wallets.generatingQr': '正在生成二维码',
  'wallets.scanWithWallet': '请用手机上的 {wallet} 扫描此二维码',
  'wallets.scanWithPhone': '请用手机扫描此二维码',
  'wallets.copyLink': '复制链接',
  'wallets.openMobile': '打开 {wallet}',
  'wallets.openDesktop': '打开 {wallet} 桌面应用',
  'wallets.openWeb': '打开 {wallet} 网页版',

  // ConnectingMultiChain
  'wallets.worksOnSeveralChains': '{wallet} 支持多条链，请选择要连接的链。',
  'wallets.chains': '链',
  'wallets.connected': '已连接',
  'wallets.connectAllChains': '连接所有链',
  'wallets.approveStep': '请在 {wallet} 中批准：{family}（第 {step} 步，共 {total} 步）',
  'wallets.failedOn': '{message}（{family}）',
  'wallets.walletDidNotAnswerOn': '钱包在 {family} 上没有响应',
  'wallets.connectionDeclinedOn': '{family} 上的连接被拒绝',
  'wallets.failedTryAgain': '{message}。你可以重试。',

  // Networks, SwitchNetwork, UnsupportedChain
  'wallets.whatIsANetwork': '什么是网络？',
  'wallets.familyNetworks': '{family} 网络',
  'wallets.testnet': '测试网',
  'wallets.active': '当前',
  'wallets.switchFailed': '无法切换网络',
  'wallets.switchDeclined': '切换被拒绝',
  'wallets.noNetworkSelected': '未选择网络。',
  'wallets.switchNotDone': '钱包未切换到 {network}。你可以重试或选择其他网络。',
  'wallets.approveSwitch': '请在钱包中批准切换。如果钱包尚未添加此网络，会先请求添加。',
  'wallets.chooseAnotherNetwork': '选择其他网络',
  'wallets.unsupportedNetwork': '此应用不支持你当前的网络。请切换到可用的网络以继续。',
  'wallets.disconnect': '断开连接',

  // GetWallet
  'wallets.noWalletList': '此处没有可用的钱包列表。请在应用商店中搜索加密钱包。',
  'wallets.walletsLoadFailed': '无法加载钱包。',
  'wallets.chooseWalletToInstall': '选择要安装的钱包，安装后再回来连接。',
  'wallets.walletsToGet': '可获取的钱包',
  'wallets.linkFor': '适用于 {wallet}（在新标签页中打开）',
  'wallets.appStore': 'App Store',
  'wallets.googlePlay': 'Google Play',
  'wallets.webApp': '网页版',
  'wallets.websiteAndExtension': '官网和扩展程序',

  // WhatIsAWallet
  'wallets.walletWhatTitle': '你的数字钱包',
  'wallets.walletWhatText': '钱包保管你的代币和收藏品，让你可以发送、接收和兑换它们。',
  'wallets.walletSignInTitle': '你的登录方式',
  'wallets.walletSignInText': '无需在每个网站注册新账户和密码，连接钱包即可登录。',
  'wallets.walletKeysTitle': '完全归你所有',
  'wallets.walletKeysText': '只有你持有密钥。切勿与任何人分享你的助记词。',
  'wallets.getAWallet': '获取钱包',

  // WhatIsANetwork
  'wallets.networkWhatTitle': '代币背后的系统',
  'wallets.networkWhatText': '网络（区块链）记录谁拥有什么。每种代币都存在于一个网络上。',
  'wallets.networkPickTitle': '选择应用使用的网络',
  'wallets.networkPickText': '切换网络会改变你看到的余额以及交易发送到哪里。',
  'wallets.networkFeesTitle': '手续费以其原生代币支付',
  'wallets.networkFeesText': '每笔交易都需支付少量网络手续费，以该网络的原生代币支付。',
  'wallets.chooseANetwork': '选择网络',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'wallets.wcPhoneOpenApp': '在此设备上打开 {wallet} 以批准连接。',
  'wallets.wcPhoneChooseApp': '选择此设备上用于连接的钱包应用。',
  'wallets.wcChooseWalletApp': '选择钱包应用',
  'wallets.wcShowQr': '显示二维码',
  'wallets.wcHideQr': '隐藏二维码',
  'wallets.wcScanFromAnotherDevice': '或使用其他设备上的钱包扫描此二维码',
}
