import type { Translation } from '../../translate.js'
import type { embedded as english } from '../en/embedded.js'

/** French: embedded. */
export const embedded: Translation<typeof english> = {
  // views/shared: Attempt, EmbeddedGate, FrameSlot
  'embedded.goBack': 'Retour',
  'embedded.tryAgain': 'Réessayer',
  'embedded.loading': 'Chargement',
  'embedded.recoveryCode': 'Code de récupération',
  'embedded.actionNotAllowed': 'Action non autorisée',
  // views/shared: OtpInput, OtpStep, StartOver
  'embedded.otpLegend': 'Code de vérification',
  'embedded.otpDigit': 'Chiffre {index} sur {total}',
  'embedded.otpSentTo': 'Saisissez le code à 6 chiffres envoyé à {email}',
  'embedded.yourEmail': 'votre adresse e-mail',
  'embedded.otpVerifying': 'Vérification…',
  'embedded.otpResent': 'Un nouveau code est en route.',
  'embedded.otpNotReceived': 'Vous ne l’avez pas reçu ?',
  'embedded.otpResend': 'Renvoyer le code',
  'embedded.otpResendIn': 'Renvoyer le code dans {seconds} s',
  'embedded.useAnotherEmail': 'Utiliser une autre adresse e-mail',
  // EmailVerifyOtp, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp
  'embedded.confirmEmail': 'Confirmez votre adresse e-mail',
  'embedded.confirmCurrentEmail': 'Confirmez votre adresse e-mail actuelle',
  'embedded.confirmNewEmail': 'Confirmez votre nouvelle adresse e-mail',
  'embedded.emailUpdated': 'Adresse e-mail remplacée par {email}',
  // EmailVerifyDevice
  'embedded.deviceTitle': 'Enregistrez cet appareil',
  'embedded.deviceText':
    'Consultez vos e-mails : nous avons envoyé un lien à {email}. Ouvrez-le pour approuver cet appareil, puis revenez ici.',
  'embedded.deviceWaiting': 'En attente de l’approbation…',
  'embedded.deviceResent': 'Nous avons renvoyé le lien d’approbation.',
  'embedded.deviceResend': 'Renvoyer l’e-mail',
  'embedded.deviceResendIn': 'Renvoyer l’e-mail dans {seconds} s',
  // ConnectingSocial
  'embedded.noSocialProvider': 'Aucun fournisseur de connexion sélectionné.',
  'embedded.socialContinue': 'Continuer avec {name}',
  'embedded.socialRedirecting': 'Redirection vers {name} pour vous connecter…',
  'embedded.socialPopup': 'Connectez-vous avec {name} dans la fenêtre qui s’est ouverte.',
  'embedded.signInNotCompleted': 'La connexion n’a pas abouti. Vous pouvez réessayer.',
  // ConnectingFarcaster
  'embedded.farcasterQr': 'Code QR pour se connecter avec Farcaster',
  'embedded.farcasterQrLoading': 'Génération du code QR',
  'embedded.farcasterScan':
    'Scannez ce code QR avec votre téléphone, ou ouvrez Farcaster, et approuvez la connexion.',
  'embedded.farcasterPreparing': 'Préparation de la connexion…',
  'embedded.farcasterOpen': 'Ouvrir Farcaster',
  'embedded.copyLink': 'Copier le lien',
  'embedded.linkCopied': 'Lien copié',
  'embedded.copyLinkFailed': 'Impossible de copier le lien',
  // UpdateEmail
  'embedded.currentEmail': 'Adresse e-mail actuelle : {email}',
  'embedded.newEmail': 'Nouvelle adresse e-mail',
  'embedded.emailInvalid': 'Saisissez une adresse e-mail valide',
  'embedded.emailSame': 'C’est déjà votre adresse e-mail',
  'embedded.cancel': 'Annuler',
  'embedded.continue': 'Continuer',
  'embedded.sendingCode': 'Envoi du code…',
  // ApproveTransaction
  'embedded.approveHeading': 'Approuvez la demande dans votre portefeuille',
  'embedded.approveFrame': 'Demande à approuver',
  'embedded.approveTitle': 'Approuvez dans votre portefeuille',
  'embedded.approveText': 'Vérifiez la demande et approuvez-la pour continuer.',
}
