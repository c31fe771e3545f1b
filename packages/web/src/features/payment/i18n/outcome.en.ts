import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of a payment's outcome in plain words, by the gateway's result code (the keys every language translates). */
export const paymentOutcomeCatalogue = defineMessages('payment-outcome', {
  'completed.meaning': 'Your bank or wallet approved the payment.',
  'completed.next': 'Nothing more to do: your appointment is confirmed.',
  'pending.meaning': 'Your bank or wallet has taken the payment request and is still confirming it.',
  'pending.wallet': 'Your wallet has taken the payment request and is still confirming it.',
  'pending.bank': 'Your bank is still confirming the payment.',
  'pending.next': 'Please do not pay again: this page checks by itself and shows the result in a few minutes.',
  'balance.meaning': 'There was not enough balance in your wallet or account to pay the fee.',
  'balance.next': 'Add money to your wallet or account, or choose another payment method, then pay again.',
  'declined.meaning': 'Your bank or wallet declined the payment.',
  'declined.next': 'Try another payment method, or contact your bank or wallet to ask why it was declined.',
  'timedOut.meaning': 'Your bank or wallet did not answer in time, so the payment did not go through.',
  'timedOut.next':
    'Try again in a minute. If money has left your account, do not pay again: it is returned, or call us.',
  'cancelled.meaning': 'The payment was cancelled on the payment page.',
  'cancelled.next': 'When you are ready, choose a method and pay again.',
  'unknown.meaning': 'Your payment did not go through.',
  'unknown.next': 'Try again, or choose another payment method.',
  held: 'Your slot is still held: pay again below before the time runs out.',
  holdEnded:
    'A slot is held for {minutes} minutes while you pay; this one was released because the payment was not completed in time.',
  'again.book': 'Book {time} again',
  'again.hint': 'If {when} is still free, it is held for you again at once.',
  taken: 'That time has been taken',
  'taken.help': '{when} was booked by another patient meanwhile. Choose another time with {doctor}.',
  'again.failed': 'We could not book it again',
  freeTimes: 'See the free times',
  gatewayCode: 'Payment page code: {code}',
});
