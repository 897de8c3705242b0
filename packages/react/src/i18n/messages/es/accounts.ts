import type { Translation } from '../../translate.js'
import type { accounts as english } from '../en/accounts.js'

/** Spanish: accounts. */
export const accounts: Translation<typeof english> = {
  'accounts.connectFamily': 'Conecta una billetera de {family}',
  'accounts.othersStayConnected': {
    one: 'Tu billetera de {families} sigue conectada.',
    other: 'Tus billeteras de {families} siguen conectadas.',
  },
  'accounts.connected': 'Conectado',
  'accounts.notConnected': 'No conectado',
  'accounts.pickerIntro': {
    one: '{wallet} comparte 1 cuenta con este sitio.',
    other: '{wallet} comparte {count} cuentas con este sitio. Elige la que quieres usar.',
  },
  'accounts.pickerIntroLater': 'Elige la cuenta que quieres usar en este sitio.',
  'accounts.listLabel': 'Cuentas',
  'accounts.active': 'Activa',
  'accounts.switching': 'Cambiando a {account}',
  'accounts.switched': 'Ahora usas {account}',
  'accounts.switchFailed': 'No se pudo cambiar de cuenta',
  'accounts.numbered': 'Cuenta {number}',
  'accounts.typePayment': 'Pagos',
  'accounts.typeOrdinal': 'Ordinals',
  'accounts.nothingToChoose': 'La billetera conectada comparte una sola cuenta.',
  'accounts.switchAccount': 'Cambiar de cuenta',
  'accounts.accountCount': { one: '1 cuenta', other: '{count} cuentas' },
}
