import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the later steps, loaded with them: the SMS code, password resets, the branch choice (the keys every language translates). */
export const authStepsCatalogue = defineMessages('auth-steps', {
  'code.label': 'Verification code',
  'code.notReceived': "Didn't get it?",
  'code.resendIn': 'Resend code in {time}',
  'code.resend': 'Resend code',
  'code.resent': 'A new code is on its way.',
  'code.resendFailed': 'We could not send a new code',
  'code.refused': 'That code did not work',
  'branch.choose': 'Choose a branch',
  'branch.switchLater': 'You can switch branches later by signing in again.',
  'branch.code': '{city} · Branch code {branch_code}',
  'password.noneYet':
    'Your account was created without a password. We will text a code to your registered mobile number so you can choose one.',
  'reset.registeredPhone': 'the mobile number registered with this account, if it is registered',
  'reset.willText': 'We will text a code to the mobile number registered with your account.',
  'code.request': 'Request a new code',
  'password.set': 'Set password',
  'password.saveNew': 'Save new password',
  'password.isSet': 'Your password is set.',
  'password.changed': 'Your password has been changed.',
  'password.signInNew': 'Sign in with your new password to continue.',
  'signIn.now': 'Sign in now',
  'signIn.back': 'Back to sign in',
  'code.digitOf': 'Verification code digit {v0} of {OTP_LENGTH}',
  'password.setTitle': 'Set your password',
  'password.resetTitle': 'Reset your password',
  'code.verify': 'Verify code',
  'action.change': 'Change {toLowerCase}',
  'password.new': 'New password',
  'email.hint': 'The e-mail address you sign in with',
  'email.example': 'e.g. owner@yourclinic.pk',
  'code.sent': 'We sent a {length}-digit code by SMS to <phone>{phone}</phone>.',
  'code.sentValid':
    'We sent a {length}-digit code by SMS to <phone>{phone}</phone>. It is valid for {minutes} minute{s}.',
});
