import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Chinese (Simplified): connect. */
export const connect: Translation<typeof english> = {
  // Shared by the connect views
  'connect.tryAgain': '重试',
  'connect.goBack': '返回',
  'connect.loadingWallets': '正在加载钱包',
  'connect.allWallets': '所有钱包',
  'connect.connectionDeclined': '连接被拒绝',
  'connect.connectionNotCompleted': '连接未完成，你可以重试。',
  'connect.noWalletSelected': '未选择钱包。',
  'connect.walletDidNotAnswer': '钱包没有响应',
  'connect.switchingTo': '正在切换到 {network}',

  // Connect
  'connect.or': '或',
  'connect.continueWithWallet': '使用钱包继续',
  'connect.waysToConnect': '连接方式',
  'connect.noWallet': '我没有钱包',
  'connect.wallets': '钱包',
  'connect.noWalletDetected': '未在此浏览器中检测到钱包。',
  'connect.browse': '浏览',
  'connect.tagQrCode': '二维码',
  'connect.tagRecent': '最近使用',
  'connect.tagInstalled': '已安装',
  'connect.email': '电子邮箱',
  'connect.invalidEmail': '请输入有效的电子邮箱',
  'connect.sendingCode': '正在发送验证码…',
  'connect.continue': '继续',
  'connect.continueWith': '使用 {provider} 继续',

  // Connect: the host's legal links
  'connect.termsOfService': '服务条款',
  'connect.privacyPolicy': '隐私政策',
  'connect.legalAgreeTerms': '我同意{terms}',
  'connect.legalAgreePrivacy': '我同意{privacy}',
  'connect.legalAgreeBoth': '我同意{terms}和{privacy}',
  'connect.legalHint': '同意后即可连接。',
  'connect.legalFooterTerms': '连接钱包即表示你同意我们的{terms}',
  'connect.legalFooterPrivacy': '连接钱包即表示你同意我们的{privacy}',
  'connect.legalFooterBoth': '连接钱包即表示你同意我们的{terms}和{privacy}',

  // AllWallets
  'connect.searchWallets': '搜索钱包',
  'connect.searchWalletPlaceholder': '搜索钱包',
  'connect.noWalletFound': '未找到钱包',
  'connect.noWalletsToShow': '没有可显示的钱包',
  'connect.directoryUnreachable': '无法访问钱包目录。',
  'connect.directorySlow': '钱包目录没有响应。',

  // ConnectingExternal
  'connect.continueIn': '请在 {wallet} 中继续',
  'connect.acceptRequest': '请在钱包中接受连接请求。',

  // ConnectingWalletConnect(Basic)
  'connect.linkCopied': '链接已复制',
  'connect.linkCopyFailed': '无法复制链接',
  'connect.walletConnectUnavailable': '此应用不支持 WalletConnect。',
  'connect.qrToConnect': '用于连接 {wallet} 的二维码',
  'connect.walletConnectQr': 'WalletConnect 二维码',
  'connect.generatingQr': '正在生成二维码',
  'connect.scanWithWallet': '请用手机上的 {wallet} 扫描此二维码',
  'connect.scanWithPhone': '请用手机扫描此二维码',
  'connect.copyLink': '复制链接',
  'connect.openMobile': '打开 {wallet}',
  'connect.openDesktop': '打开 {wallet} 桌面应用',
  'connect.openWeb': '打开 {wallet} 网页版',

  // ConnectingMultiChain
  'connect.worksOnSeveralChains': '{wallet} 支持多条链，请选择要连接的链。',
  'connect.chains': '链',
  'connect.connected': '已连接',
  'connect.connectAllChains': '连接所有链',
  'connect.approveStep': '请在 {wallet} 中批准：{family}（第 {step} 步，共 {total} 步）',
  'connect.failedOn': '{message}（{family}）',
  'connect.walletDidNotAnswerOn': '钱包在 {family} 上没有响应',
  'connect.connectionDeclinedOn': '{family} 上的连接被拒绝',
  'connect.failedTryAgain': '{message}。你可以重试。',

  // Networks, SwitchNetwork, UnsupportedChain
  'connect.whatIsANetwork': '什么是网络？',
  'connect.familyNetworks': '{family} 网络',
  'connect.testnet': '测试网',
  'connect.active': '当前',
  'connect.switchFailed': '无法切换网络',
  'connect.switchDeclined': '切换被拒绝',
  'connect.noNetworkSelected': '未选择网络。',
  'connect.switchNotDone': '钱包未切换到 {network}。你可以重试或选择其他网络。',
  'connect.approveSwitch': '请在钱包中批准切换。如果钱包尚未添加此网络，会先请求添加。',
  'connect.chooseAnotherNetwork': '选择其他网络',
  'connect.unsupportedNetwork': '此应用不支持你当前的网络。请切换到可用的网络以继续。',
  'connect.disconnect': '断开连接',

  // GetWallet
  'connect.noWalletList': '此处没有可用的钱包列表。请在应用商店中搜索加密钱包。',
  'connect.walletsLoadFailed': '无法加载钱包。',
  'connect.chooseWalletToInstall': '选择要安装的钱包，安装后再回来连接。',
  'connect.walletsToGet': '可获取的钱包',
  'connect.linkFor': '适用于 {wallet}（在新标签页中打开）',
  'connect.appStore': 'App Store',
  'connect.googlePlay': 'Google Play',
  'connect.webApp': '网页版',
  'connect.websiteAndExtension': '官网和扩展程序',

  // WhatIsAWallet
  'connect.walletWhatTitle': '你的数字钱包',
  'connect.walletWhatText': '钱包保管你的代币和收藏品，让你可以发送、接收和兑换它们。',
  'connect.walletSignInTitle': '你的登录方式',
  'connect.walletSignInText': '无需在每个网站注册新账户和密码，连接钱包即可登录。',
  'connect.walletKeysTitle': '完全归你所有',
  'connect.walletKeysText': '只有你持有密钥。切勿与任何人分享你的助记词。',
  'connect.getAWallet': '获取钱包',

  // WhatIsANetwork
  'connect.networkWhatTitle': '代币背后的系统',
  'connect.networkWhatText': '网络（区块链）记录谁拥有什么。每种代币都存在于一个网络上。',
  'connect.networkPickTitle': '选择应用使用的网络',
  'connect.networkPickText': '切换网络会改变你看到的余额以及交易发送到哪里。',
  'connect.networkFeesTitle': '手续费以其原生代币支付',
  'connect.networkFeesText': '每笔交易都需支付少量网络手续费，以该网络的原生代币支付。',
  'connect.chooseANetwork': '选择网络',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': '在此设备上打开 {wallet} 以批准连接。',
  'connect.wcPhoneChooseApp': '选择此设备上用于连接的钱包应用。',
  'connect.wcChooseWalletApp': '选择钱包应用',
  'connect.wcShowQr': '显示二维码',
  'connect.wcHideQr': '隐藏二维码',
  'connect.wcScanFromAnotherDevice': '或使用其他设备上的钱包扫描此二维码',
}
