import type { Translation } from '../../translate.js'
import type { send as english } from '../en/send.js'

/** Spanish: send. */
export const send: Translation<typeof english> = {
  'send.balance': 'Saldo: {amount}',
  'send.max': 'Máx.',
  'send.amount': 'Cantidad',
  'send.network': 'Red',
  'send.networkFee': 'Comisión de red',
  'send.back': 'Atrás',
  'send.confirmInWallet': 'Confirma en tu billetera',
  'send.estimating': 'Calculando…',
  'send.withUsd': '{amount} (≈ {usd})',
  'send.tokens': 'Tokens',

  'send.selectToken': 'Selecciona un token',
  'send.tokenChange': 'Token: {symbol}, cambiar',
  'send.useMax': 'Usar la cantidad máxima',
  'send.useMaxOf': 'Usar la cantidad máxima de {symbol}',
  'send.networkFeeLine': 'Comisión de red: {fee}',
  'send.previewSend': 'Revisar envío',
  'send.receiver': 'Dirección del destinatario',
  'send.receiverOrName': 'Dirección o nombre del destinatario',
  'send.address': 'Dirección',
  'send.addressOn': 'Dirección en {network}',
  'send.resolvingName': 'Resolviendo el nombre…',
  'send.nameNotRegistered': '{name} no está registrado',

  'send.noTokens': 'No hay tokens con saldo en esta red.',

  'send.to': 'Para',
  'send.send': 'Enviar',

  'send.youPay': 'Pagas',
  'send.youReceive': 'Recibes',
  'send.payWith': 'Pagar con',
  'send.receive': 'Recibir',
  'send.selectSwapToken': 'Seleccionar token',
  'send.changeToken': ', cambiar token',
  'send.maxOfBalance': 'Máx.: todo el saldo de {symbol}',
  'send.switchTokens': 'Invertir tokens',
  'send.gettingQuote': 'Obteniendo cotización…',
  'send.loadingTokensStatus': 'Cargando tokens…',
  'send.reviewSwap': 'Revisar intercambio',
  'send.price': 'Precio',
  'send.priceImpact': 'Impacto en el precio',
  'send.maxSlippage': 'Deslizamiento máximo',
  'send.providerFee': 'Comisión del proveedor',

  'send.searchTokens': 'Buscar tokens',
  'send.searchTokensPlaceholder': 'Buscar por nombre, símbolo o dirección',
  'send.loadingTokens': 'Cargando tokens',
  'send.noTokensMatch': 'Ningún token coincide con «{query}».',
  'send.noSwapTokens': 'No hay tokens para intercambiar aquí.',
  'send.yourTokens': 'Tus tokens',

  'send.approvalStep':
    'Paso 1 de 2: permite que el intercambio use tus {symbol}. Después, intercambia.',
  'send.approvalStepTokens':
    'Paso 1 de 2: permite que el intercambio use tus tokens. Después, intercambia.',
  'send.approvingInWallet': 'Aprobando {symbol} en tu billetera…',
  'send.confirmSwapInWallet': 'Confirma el intercambio en tu billetera…',
  'send.batchStep': 'Tu billetera aprueba {symbol} e intercambia en una sola transacción.',
  'send.confirmingBatch': 'Esperando la confirmación de la aprobación y el intercambio…',
  'send.confirming': 'Confirmando…',
  'send.approving': 'Aprobando…',
  'send.approve': 'Aprobar',
  'send.approveSymbol': 'Aprobar {symbol}',
  'send.swap': 'Intercambiar',
}
