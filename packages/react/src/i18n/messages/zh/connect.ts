import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Chinese (Simplified): connect. */
export const connect: Translation<typeof english> = {
  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': '在此设备上打开 {wallet} 以批准连接。',
  'connect.wcPhoneChooseApp': '选择此设备上用于连接的钱包应用。',
  'connect.wcChooseWalletApp': '选择钱包应用',
  'connect.wcShowQr': '显示二维码',
  'connect.wcHideQr': '隐藏二维码',
  'connect.wcScanFromAnotherDevice': '或使用其他设备上的钱包扫描此二维码',
}
