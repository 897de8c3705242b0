import type { ErrorTranslation } from '../../translate.js'

/**
 * Simplified Chinese: the error catalogue's visitor texts (spec §8), by code: each entry's short
 * text (its `ui` text where it has one), with the same {placeholders}.
 */
export const errors: ErrorTranslation = {
  // Swap
  'error.SWAP_INIT_FAILED': '兑换初始化失败',
  'error.SWAP_TOKEN_PRICE_FAILED': '获取网络代币价格失败',
  'error.SWAP_ALLOWANCE_FAILED': '检查授权额度失败',
  'error.SWAP_APPROVAL_TX_FAILED': '创建授权交易失败',
  'error.SWAP_TX_FAILED': '创建交易失败',
  'error.SWAP_TRANSACTION_ERROR': '交易出错',
  'error.INSUFFICIENT_BALANCE': '余额不足',
  'error.INCORRECT_AMOUNT': '金额不正确',
  'error.SWAP_NO_ADDRESS': '未找到用于兑换代币的地址。',
  // Balances and activity
  'error.TOKEN_BALANCE_UNAVAILABLE': '代币余额不可用',
  'error.FETCH_TRANSACTIONS_FAILED': '获取交易记录失败',
  'error.TRANSACTIONS_NO_ACCOUNT': '没有 accountAddress，无法获取交易记录',
  'error.FETCH_NFTS_FAILED': '获取 NFT 失败',
  // Send
  'error.SEND_STARTED': '交易已发起',
  'error.SEND_FAILED': '出了点问题',
  'error.SEND_SOLANA_FAILED': '发送交易失败，请重试。',
  'error.SEND_SOLANA_INVALID': '请输入有效的金额和收款地址',
  'error.SEND_RECEIVER_OTHER_FAMILY': '这是 {other} 地址，不是 {family} 地址',
  'error.SEND_TOO_MANY_DECIMALS': '{symbol} 最多有 {decimals} 位小数',
  'error.SEND_INSUFFICIENT_GAS': '余额不足以支付网络费用',
  // Sign-in and authentication
  'error.SIGNATURE_DECLINED': '签名已被拒绝',
  'error.SMART_ACCOUNT_NOT_SUPPORTED': '此应用可能不支持智能账户',
  'error.AUTH_INIT_FAILED': '初始化身份验证时出现问题',
  'error.SIWX_NOT_ENABLED': '未启用 SIWX',
  'error.SIWX_NO_CAIP_ADDRESS': '未找到 ActiveCaipAddress',
  'error.SIWX_NO_NETWORK_OR_CLIENT': '未找到 ActiveCaipNetwork 或客户端',
  'error.SIWX_NO_CONNECTION_CLIENT': '未找到 ConnectionController 客户端',
  'error.SIWX_AND_SIWE_BOTH_SET': '同时设置了 siweConfig 和 siwx',
  'error.SIWX_MESSAGE_INVALID': '登录消息无效',
  // Name service
  'error.NAME_RESOLVE_FAILED': '解析名称出错',
  'error.NAME_SUGGESTIONS_FAILED': '获取名称建议出错',
  'error.NAMES_FOR_ADDRESS_FAILED': '获取该地址的名称出错',
  'error.NAME_REGISTER_FAILED': '注册名称 {name} 出错',
  'error.NETWORK_NOT_FOUND_NAME': '未找到网络',
  'error.NAME_NO_ADDRESS_OR_AUTH': '未找到地址或身份验证连接器',
  // General
  'error.DISCONNECT_FAILED': '断开连接失败',
  'error.ADAPTER_NOT_FOUND': '未找到链适配器',
  'error.NETWORK_CLIENT_NOT_SET': '未设置 NetworkController 客户端',
  'error.CONNECTION_CLIENT_NOT_SET': '未设置 ConnectionController 客户端',
  'error.CHAIN_REQUIRED': '需要指定链…',
  'error.UNSUPPORTED_CHAIN': '不支持的链',
  'error.KIT_NOT_CREATED': '使用该 hook 前请先调用 createAppKit',
  // Embedded wallet
  'error.RETRY_AFTER': '请在 {seconds} 秒后重试',
  'error.RPC_NOT_ALLOWED': '不允许此操作',
  'error.REQUEST_ABORTED': '请求已中止',
  'error.REQUEST_FAILED': '出了点问题',
  'error.FRAME_ERROR': '发生错误',
  'error.FRAME_LOAD_FAILED': '无法加载邮箱登录组件',
  'error.INVALID_RPC_PARAMS': '无效的 {method} 请求',
  // Alerts
  'error.ALERT_NETWORK_NOT_FOUND': '未找到网络',
  'error.ALERT_INVALID_APP_CONFIGURATION': '应用配置无效',
  'error.ALERT_INVALID_PROJECT_ID': '应用配置无效',
  'error.ALERT_EMBEDDED_WALLET_TIMEOUT': '应用配置无效',
  'error.ALERT_SESSION_EXPIRED': '会话已过期',
  'error.ALERT_PROJECT_ID_NOT_CONFIGURED': '未配置项目 ID',
  // Kit's own
  'error.INVALID_CHAIN_ID': '无效的 chainId',
  'error.METHOD_NOT_SUPPORTED': '{namespace} 不支持 {method}',
  'error.INVALID_OPTION': '无效的选项 {option}',
  'error.ONRAMP_URL_REFUSED': '无法打开 {provider}',
  'error.USER_REJECTED': '用户拒绝了该请求',
  'error.CONNECT_FAILED': '连接失败',
  'error.HTTP_STATUS': 'HTTP 状态码：{status}',
  'error.INVALID_ADDRESS': '无效的地址',
  'error.INVALID_CAIP': '无效的 CAIP 标识符',
  'error.INVALID_ACCOUNT_NAME': '无效的账户名称',
  'error.CONNECTOR_NOT_FOUND': '未找到连接器',
  'error.ADAPTER_SDK_NOT_LOADED': '{name} 尚未加载',
  'error.WALLET_TIMEOUT': '钱包没有响应',
  'error.UNKNOWN_FAMILY': '未知的链类型 {namespace}',
  'error.OPTIONAL_PEER_MISSING': '未安装 {name}',
  'error.WALLET_NOT_CONNECTED': '{namespace} 上没有已连接的钱包',
}
