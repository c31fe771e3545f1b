import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of a payment's outcome in plain words, by the gateway's result code (the keys every language translates). */
export const paymentOutcomeCatalogue = defineMessages('payment-outcome', {
  completedMeaning: 'Your bank or wallet approved the payment.',
  completedNext: 'Nothing more to do: your appointment is confirmed.',
  pendingMeaning: 'Your bank or wallet has taken the payment request and is still confirming it.',
  pendingWalletMeaning: 'Your wallet has taken the payment request and is still confirming it.',
  pendingBankMeaning: 'Your bank is still confirming the payment.',
  pendingNext: 'Please do not pay again: this page checks by itself and shows the result in a few minutes.',
  insufficientBalanceMeaning: 'There was not enough balance in your wallet or account to pay the fee.',
  insufficientBalanceNext: 'Add money to your wallet or account, or choose another payment method, then pay again.',
  declinedMeaning: 'Your bank or wallet declined the payment.',
  declinedNext: 'Try another payment method, or contact your bank or wallet to ask why it was declined.',
  timedOutMeaning: 'Your bank or wallet did not answer in time, so the payment did not go through.',
  timedOutNext: 'Try again in a minute. If money has left your account, do not pay again: it is returned, or call us.',
  cancelledMeaning: 'The payment was cancelled on the payment page.',
  cancelledNext: 'When you are ready, choose a method and pay again.',
  unknownMeaning: 'Your payment did not go through.',
  unknownNext: 'Try again, or choose another payment method.',
  whileHeld: 'Your slot is still held: pay again below before the time runs out.',
  holdEndedText:
    'A slot is held for {minutes} minutes while you pay; this one was released because the payment was not completed in time.',
  bookSameTimeAgain: 'Book {time} again',
  bookAgainHint: 'If {when} is still free, it is held for you again at once.',
  timeWasTaken: 'That time has been taken',
  timeWasTakenText: '{when} was booked by another patient meanwhile. Choose another time with {doctor}.',
  weCouldNotBookAgain: 'We could not book it again',
  seeFreeTimes: 'See the free times',
  gatewayCode: 'Payment page code: {code}',
});
