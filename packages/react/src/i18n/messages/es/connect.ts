import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Spanish: connect. */
export const connect: Translation<typeof english> = {
  'connect.allWallets': 'Todas las billeteras',

  // Connect
  'connect.or': 'o',
  'connect.continueWithWallet': 'Continuar con una billetera',
  'connect.waysToConnect': 'Formas de conectarse',
  'connect.noWallet': 'No tengo una billetera',
  'connect.wallets': 'Billeteras',
  'connect.noWalletDetected': 'No se detectó ninguna billetera en este navegador.',
  'connect.browse': 'Explorar',
  'connect.tagQrCode': 'Código QR',
  'connect.tagRecent': 'Reciente',
  'connect.tagInstalled': 'Instalada',
  'connect.email': 'Correo electrónico',
  'connect.invalidEmail': 'Introduce un correo electrónico válido',
  'connect.sendingCode': 'Enviando código…',
  'connect.continue': 'Continuar',
  'connect.continueWith': 'Continuar con {provider}',

  // Connect: the host's legal links
  'connect.termsOfService': 'Términos del servicio',
  'connect.privacyPolicy': 'Política de privacidad',
  'connect.legalAgreeTerms': 'Acepto los {terms}',
  'connect.legalAgreePrivacy': 'Acepto la {privacy}',
  'connect.legalAgreeBoth': 'Acepto los {terms} y la {privacy}',
  'connect.legalHint': 'Podrás conectarte cuando lo aceptes.',
  'connect.legalFooterTerms': 'Al conectar tu billetera, aceptas nuestros {terms}',
  'connect.legalFooterPrivacy': 'Al conectar tu billetera, aceptas nuestra {privacy}',
  'connect.legalFooterBoth':
    'Al conectar tu billetera, aceptas nuestros {terms} y nuestra {privacy}',
}
