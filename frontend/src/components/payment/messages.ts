// Texts of the payment section (components/payment): the method choices, the merchant accounts
// and the screenshot picker. The ids keep their commerce prefix: they moved here from the
// checkout when the lucky draw's transfer payment started using the same section.
import { defineMessage, defineMessages } from 'react-intl';

export const paymentMessages = {
  ...defineMessages({
    paymentMethod: { id: 'commerce.paymentMethod', defaultMessage: 'Payment Method', description: 'Heading of the payment choices; label of the payment used' },
    accounts: { id: 'commerce.accounts', defaultMessage: 'Transfer to', description: 'Heading of the merchant accounts of the chosen payment method' },
    accountName: { id: 'commerce.accountName', defaultMessage: 'Account name', description: 'Label of a merchant account name' },
    accountNumber: { id: 'commerce.accountNumber', defaultMessage: 'Account number', description: 'Label of a merchant account number' },
    screenshot: { id: 'commerce.screenshot', defaultMessage: 'Payment Screenshot', description: 'Heading of the payment screenshot picker' },
    chooseScreenshot: { id: 'commerce.chooseScreenshot', defaultMessage: 'Choose screenshot', description: 'Button opening the image picker' },
    changeScreenshot: { id: 'commerce.changeScreenshot', defaultMessage: 'Change screenshot', description: 'Button choosing another image' },
    screenshotAlt: { id: 'commerce.screenshotAlt', defaultMessage: 'Payment screenshot preview', description: 'Alt text of the chosen screenshot' },
    qrTitle: { id: 'payment.qrTitle', defaultMessage: 'Pay with the QR code', description: 'Heading of the payment QR code with the amount' },
    qrHint: { id: 'payment.qrHint', defaultMessage: 'Scan it with your wallet app, or save it and open it there: the amount is filled in. Write the reference in the note.', description: 'How to pay with the payment QR code' },
    qrReference: { id: 'payment.qrReference', defaultMessage: 'Reference', description: 'Label of the payment reference (PAY000042) to write in the wallet note' },
    copyReference: { id: 'payment.copyReference', defaultMessage: 'Copy the reference', description: 'Label of the button copying the payment reference' },
    referenceCopied: { id: 'payment.referenceCopied', defaultMessage: 'Reference copied', description: 'Shown after the payment reference was copied' },
    saveQr: { id: 'payment.saveQr', defaultMessage: 'Save QR', description: 'Link saving the payment QR code as a picture' },
    cashOnDelivery: { id: 'payment.cashOnDelivery', defaultMessage: 'Cash on delivery', description: 'Heading of the note shown when the shopper pays cash at the door' },
  }),
  cashOnDeliveryNote: defineMessage<{ amount: string }>({ id: 'payment.cashOnDeliveryNote', defaultMessage: 'No transfer and no screenshot: pay {amount} and the delivery fee in cash to the courier when your parcel arrives. We will call you to confirm the order.', description: 'What cash on delivery means; amount is the order total' }),
  qrAlt: defineMessage<{ amount: string }>({ id: 'payment.qrAlt', defaultMessage: 'QR code to pay {amount}', description: 'Alt text of the payment QR code; amount is the amount due' }),
  cashOnDeliveryMax: defineMessage<{ amount: string }>({ id: 'payment.cashOnDeliveryMax', defaultMessage: 'Cash on delivery takes orders up to {amount}.', description: 'Shown when the order is over the cash on delivery maximum' }),
};
