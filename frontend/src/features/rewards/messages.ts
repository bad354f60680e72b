// Texts of the rewards: the referral gifts page (/referral-gift) with its confirm, invite and
// error dialogs and the referral history, and the daily reward dialog with its success, failure,
// recovery and processing dialogs and the restart toast (doc 001 §2, §4, §8).
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const referralMessages = {
  ...defineMessages({
    title: { id: 'rewards.referral.title', defaultMessage: 'Referral gifts', description: 'Heading of the referral gift page' },
    balance: { id: 'rewards.referral.balance', defaultMessage: 'My referral points', description: 'Label above the shopper\'s referral point balance' },
    invite: { id: 'rewards.referral.invite', defaultMessage: 'Invite friends', description: 'Button on the balance card: opens the invitation link dialog' },
    signInHint: {
      id: 'rewards.referral.signInHint',
      defaultMessage: 'Sign in to see your referral points and claim gifts.',
      description: 'Shown to a visitor instead of the balance',
    },
    signIn: { id: 'rewards.referral.signIn', defaultMessage: 'Sign in', description: 'Link to the sign-in page from the referral gift page' },
    tabs: { id: 'rewards.referral.tabs', defaultMessage: 'Referral gift page sections', description: 'Screen-reader name of the tab list' },
    tabGifts: { id: 'rewards.referral.tab.gifts', defaultMessage: 'Gifts', description: 'Tab with the gifts to claim' },
    tabHistory: { id: 'rewards.referral.tab.history', defaultMessage: 'Referral history', description: 'Tab with the referral point changes' },
    claim: { id: 'rewards.referral.claim', defaultMessage: 'Claim', description: 'Button on a gift card: claim it with referral points' },
    price: { id: 'rewards.referral.price', defaultMessage: 'Price', description: 'Screen-reader label of a gift\'s price in kyat' },
    cost: { id: 'rewards.referral.cost', defaultMessage: 'Cost', description: 'Screen-reader label of a gift\'s cost in referral points' },
    confirmTitle: { id: 'rewards.referral.confirmTitle', defaultMessage: 'Claim this gift?', description: 'Title of the dialog confirming a gift claim' },
    confirmOk: { id: 'rewards.referral.confirmOk', defaultMessage: 'Claim', description: 'Confirm button of the claim dialog' },
    claimedTitle: { id: 'rewards.referral.claimedTitle', defaultMessage: 'Gift claimed', description: 'Title of the dialog after a successful claim' },
    claimedText: {
      id: 'rewards.referral.claimedText',
      defaultMessage: 'Your gift is waiting in My orders to ship.',
      description: 'Text of the dialog after a successful claim',
    },
    myOrders: { id: 'rewards.referral.myOrders', defaultMessage: 'My orders', description: 'Button of the claimed dialog: opens /my-orders-to-ship' },
    close: { id: 'rewards.referral.close', defaultMessage: 'Close', description: 'Button closing a dialog' },
    unknownError: { id: 'rewards.referral.unknownError', defaultMessage: 'Unknown Server Error', description: 'Claim failed without a server message (spec text)' },
    notEnoughTitle: {
      id: 'rewards.referral.notEnoughTitle',
      defaultMessage: 'Referral point not enough',
      description: 'Title of the invite dialog shown instead of claiming when the gift costs more than the balance (spec text)',
    },
    inviteTitle: { id: 'rewards.referral.inviteTitle', defaultMessage: 'Invite friends', description: 'Title of the invite dialog opened from the balance card' },
    inviteText: {
      id: 'rewards.referral.inviteText',
      defaultMessage: 'Invite more people to earn referral points. Every friend who signs up with your link gives you points.',
      description: 'Text of the invite dialog',
    },
    inviteLink: { id: 'rewards.referral.inviteLink', defaultMessage: 'Your invitation link', description: 'Label of the invitation link field' },
    copy: { id: 'rewards.referral.copy', defaultMessage: 'Copy link', description: 'Button copying the invitation link' },
    copied: { id: 'rewards.referral.copied', defaultMessage: 'Invitation link copied to clipboard', description: 'Shown after the invitation link was copied (spec text)' },
    copyFailed: {
      id: 'rewards.referral.copyFailed',
      defaultMessage: 'Could not copy. Please select the link and copy it.',
      description: 'Shown when the browser refused the clipboard',
    },
    noGifts: { id: 'rewards.referral.noGifts', defaultMessage: 'No Product Found', description: 'No gifts to claim (spec text)' },
    noGiftsText: { id: 'rewards.referral.noGiftsText', defaultMessage: 'New gifts will be here soon.', description: 'Hint under No Product Found on the gift page' },
    noHistory: { id: 'rewards.referral.noHistory', defaultMessage: 'No referral history yet', description: 'The referral history is empty' },
    noHistoryText: {
      id: 'rewards.referral.noHistoryText',
      defaultMessage: 'Points you earn by inviting friends or spend on gifts are listed here.',
      description: 'Hint under No referral history yet',
    },
    date: { id: 'rewards.referral.history.date', defaultMessage: 'Date', description: 'Label of the date of a point change (screen readers)' },
    time: { id: 'rewards.referral.history.time', defaultMessage: 'Time', description: 'Label of the time of a point change (screen readers)' },
    type: { id: 'rewards.referral.history.type', defaultMessage: 'Type', description: 'Label of the reason of a point change (screen readers)' },
    amount: { id: 'rewards.referral.history.amount', defaultMessage: 'Points', description: 'Label of the points added or spent (screen readers)' },
    loadFailed: {
      id: 'rewards.referral.loadFailed',
      defaultMessage: 'Could not load this list. Please check your connection.',
      description: 'A list of the referral gift page failed to load',
    },
  }),
  /** The balance and a gift's cost: singular when exactly 1 (doc 001 §9), plural otherwise. */
  points: defineMessage<{ count: number }>({
    id: 'rewards.referral.points',
    defaultMessage: '{count, plural, =1 {# referral point} other {# referral points}}',
    description: 'A number of referral points (balance, gift cost); singular only at exactly 1',
  }),
  confirmText: defineMessage<{ name: string; count: number }>({
    id: 'rewards.referral.confirmText',
    defaultMessage: 'Claim {name} for {count, plural, =1 {# referral point} other {# referral points}}?',
    description: 'Text of the dialog confirming a gift claim',
  }),
  needMore: defineMessage<{ count: number }>({
    id: 'rewards.referral.needMore',
    defaultMessage: 'You need {count, plural, =1 {# more referral point} other {# more referral points}} for this gift.',
    description: 'Invite dialog: how many points are missing for the chosen gift',
  }),
  change: defineMessage<{ amount: string; count: number }>({
    id: 'rewards.referral.history.change',
    defaultMessage: '{amount} {count, plural, =1 {point} other {points}}',
    description: 'Points added or spent in the referral history, e.g. "+1 point", "-5 points"',
  }),
};

export const dailyMessages = {
  ...defineMessages({
    title: { id: 'rewards.daily.title', defaultMessage: 'Daily reward', description: 'Title of the daily reward dialog' },
    days: { id: 'rewards.daily.days', defaultMessage: 'Your 30 days', description: 'Screen-reader name of the 30-day grid' },
    signed: { id: 'rewards.daily.signed', defaultMessage: 'signed', description: 'State of a day cell (screen readers): signed in that day (green)' },
    missed: { id: 'rewards.daily.missed', defaultMessage: 'missed', description: 'State of a day cell (screen readers): missed that day (red)' },
    notYet: { id: 'rewards.daily.notYet', defaultMessage: 'not yet', description: 'State of a day cell (screen readers): a day still to come (white)' },
    claim: { id: 'rewards.daily.claim', defaultMessage: 'Claim', description: 'Button claiming today\'s tokens' },
    claimed: { id: 'rewards.daily.claimed', defaultMessage: 'Claimed today', description: 'Disabled button once today\'s tokens were claimed' },
    restart: { id: 'rewards.daily.restart', defaultMessage: 'Restart from day one', description: 'Button starting a new 30-day cycle today' },
    close: { id: 'rewards.daily.close', defaultMessage: 'Close', description: 'Button closing the daily reward dialog' },
    checkingIn: { id: 'rewards.daily.checkingIn', defaultMessage: 'Signing you in for today…', description: 'Shown while today\'s check-in is sent' },
    congratulations: { id: 'rewards.daily.congratulations', defaultMessage: 'Congratulations!', description: 'Title of the success dialog after today\'s check-in' },
    failureTitle: { id: 'rewards.daily.failureTitle', defaultMessage: 'You missed a day', description: 'Title of the failure dialog (a missed day in the cycle)' },
    recover: { id: 'rewards.daily.recover', defaultMessage: 'Pay for recovery', description: 'Failure dialog button: pay the fee to recover the missed days' },
    recoveryTitle: { id: 'rewards.daily.recoveryTitle', defaultMessage: 'Recover missed days', description: 'Title of the recovery payment dialog' },
    recoveryFee: { id: 'rewards.daily.recoveryFee', defaultMessage: 'Recovery fee', description: 'Label of the recovery fee in kyat' },
    recoveryNotice: {
      id: 'rewards.daily.recoveryNotice',
      defaultMessage: 'Your missed days turn green after an admin checks the payment.',
      description: 'Note under the recovery payment form',
    },
    submit: { id: 'rewards.daily.submit', defaultMessage: 'Submit', description: 'Button sending the recovery payment' },
    back: { id: 'rewards.daily.back', defaultMessage: 'Go Back', description: 'Button leaving the recovery payment dialog' },
    paymentRequired: { id: 'rewards.daily.paymentRequired', defaultMessage: 'Please select payment', description: 'Recovery payment without a payment method (spec text)' },
    imageRequired: { id: 'rewards.daily.imageRequired', defaultMessage: 'Please select Payment Image', description: 'Recovery payment without a screenshot (spec text)' },
    imagesOnly: { id: 'rewards.daily.imagesOnly', defaultMessage: 'Please choose an image file', description: 'The chosen recovery screenshot is not an image' },
    processingTitle: { id: 'rewards.daily.processingTitle', defaultMessage: 'Admin is processing Recovery!', description: 'Title of the dialog while a recovery payment waits for an admin (spec text)' },
    processingText: {
      id: 'rewards.daily.processingText',
      defaultMessage: 'Please wait for admin approval. This may take some time.',
      description: 'Text of the dialog while a recovery payment waits for an admin (spec text)',
    },
    restarted: { id: 'rewards.daily.restarted', defaultMessage: 'Restart Successful!', description: 'Green toast after restarting from day one (spec text)' },
  }),
  intro: defineMessage<{ count: number }>({
    id: 'rewards.daily.intro',
    defaultMessage: 'Sign in every day and claim {count, plural, =1 {# token} other {# tokens}}. 30 days in a row earn a bonus.',
    description: 'Text at the top of the daily reward dialog; count is the tokens a claim pays',
  }),
  day: defineMessage<{ day: number; state: string }>({
    id: 'rewards.daily.day',
    defaultMessage: 'Day {day}: {state}',
    description: 'Screen-reader name of a day cell; state is signed, missed or not yet',
  }),
  earned: defineMessage<{ count: number }>({
    id: 'rewards.daily.earned',
    defaultMessage: 'You earned {count, plural, =1 {# point} other {# points}} today. Tap Claim to collect them.',
    description: 'Text of the success dialog after today\'s check-in; count is the daily points',
  }),
  failureText: defineMessage<{ count: number; fee: string }>({
    id: 'rewards.daily.failureText',
    defaultMessage:
      'You missed {count, plural, =1 {# day} other {# days}} of your daily sign-in. Pay {fee} to recover {count, plural, =1 {it} other {them}}, or restart from day one.',
    description: 'Text of the failure dialog; fee is the recovery fee with MMK',
  }),
  rejected: defineMessage<{ reason: string }>({
    id: 'rewards.daily.rejected',
    defaultMessage: 'Your last recovery was rejected: {reason}',
    description: 'Failure dialog: the reason the admin gave for rejecting the last recovery',
  }),
  missedDays: defineMessage<{ days: string }>({
    id: 'rewards.daily.missedDays',
    defaultMessage: 'Missed: {days}',
    description: 'Recovery dialog: the missed dates, comma separated',
  }),
};
