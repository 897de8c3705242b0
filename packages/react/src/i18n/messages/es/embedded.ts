import type { Translation } from '../../translate.js'
import type { embedded as english } from '../en/embedded.js'

/** Spanish: embedded. */
export const embedded: Translation<typeof english> = {
  // views/shared: Attempt, EmbeddedGate, FrameSlot
  'embedded.goBack': 'Volver',
  'embedded.tryAgain': 'Reintentar',
  'embedded.loading': 'Cargando',
  'embedded.recoveryCode': 'Código de recuperación',
  'embedded.actionNotAllowed': 'Acción no permitida',
  // views/shared: OtpInput, OtpStep, StartOver
  'embedded.otpLegend': 'Código de verificación',
  'embedded.otpDigit': 'Dígito {index} de {total}',
  'embedded.otpSentTo': 'Introduce el código de 6 dígitos que enviamos a {email}',
  'embedded.yourEmail': 'tu correo electrónico',
  'embedded.otpVerifying': 'Verificando…',
  'embedded.otpResent': 'Te hemos enviado un código nuevo.',
  'embedded.otpNotReceived': '¿No lo has recibido?',
  'embedded.otpResend': 'Reenviar código',
  'embedded.otpResendIn': 'Reenviar código en {seconds} s',
  'embedded.useAnotherEmail': 'Usar otro correo electrónico',
  // EmailVerifyOtp, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp
  'embedded.confirmEmail': 'Confirma tu correo electrónico',
  'embedded.confirmCurrentEmail': 'Confirma tu correo electrónico actual',
  'embedded.confirmNewEmail': 'Confirma tu nuevo correo electrónico',
  'embedded.emailUpdated': 'Correo electrónico actualizado a {email}',
  // EmailVerifyDevice
  'embedded.deviceTitle': 'Registra este dispositivo',
  'embedded.deviceText':
    'Revisa tu correo: te enviamos un enlace a {email}. Ábrelo para aprobar este dispositivo y luego vuelve aquí.',
  'embedded.deviceWaiting': 'Esperando la aprobación…',
  'embedded.deviceResent': 'Te enviamos de nuevo el enlace de aprobación.',
  'embedded.deviceResend': 'Reenviar correo',
  'embedded.deviceResendIn': 'Reenviar correo en {seconds} s',
  // ConnectingSocial
  'embedded.noSocialProvider': 'No se ha seleccionado ningún proveedor de inicio de sesión.',
  'embedded.socialContinue': 'Continuar con {name}',
  'embedded.socialRedirecting': 'Te llevamos a {name} para iniciar sesión…',
  'embedded.socialPopup': 'Inicia sesión con {name} en la ventana que se ha abierto.',
  'embedded.signInNotCompleted': 'No se completó el inicio de sesión. Puedes volver a intentarlo.',
  // ConnectingFarcaster
  'embedded.farcasterQr': 'Código QR para iniciar sesión con Farcaster',
  'embedded.farcasterQrLoading': 'Generando el código QR',
  'embedded.farcasterScan':
    'Escanea este código QR con tu teléfono, o abre Farcaster, y aprueba el inicio de sesión.',
  'embedded.farcasterPreparing': 'Preparando el inicio de sesión…',
  'embedded.farcasterOpen': 'Abrir Farcaster',
  'embedded.copyLink': 'Copiar enlace',
  'embedded.linkCopied': 'Enlace copiado',
  'embedded.copyLinkFailed': 'No se pudo copiar el enlace',
  // UpdateEmail
  'embedded.currentEmail': 'Correo electrónico actual: {email}',
  'embedded.newEmail': 'Nuevo correo electrónico',
  'embedded.emailInvalid': 'Introduce un correo electrónico válido',
  'embedded.emailSame': 'Este ya es tu correo electrónico',
  'embedded.cancel': 'Cancelar',
  'embedded.continue': 'Continuar',
  'embedded.sendingCode': 'Enviando código…',
  // ApproveTransaction
  'embedded.approveHeading': 'Aprueba la solicitud en tu billetera',
  'embedded.approveFrame': 'Solicitud para aprobar',
  'embedded.approveTitle': 'Aprueba en tu billetera',
  'embedded.approveText': 'Revisa la solicitud y apruébala para continuar.',
}
