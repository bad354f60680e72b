// The ticket purchase (spec §2): ticket modal → confirm modal → sign-in check (/signin when
// signed out) → buyTickets → /ticket-buy-success with the result; or ticket modal → payment modal
// → sign-in check → buyTicketsByTransfer (numbers held until an admin checks the payment) → the
// same page. A purchase refetches the ticket lists from page 1 and the token balance (the top
// bar's pill too). The server's refusals ('Not enough remaining tickets', 'your coin is not
// enough'...) come translated and show in an error dialog. A transfer needs a phone on the
// account: one without (made with Facebook) is sent to /add-phone before the payment modal, or
// when the server refuses with PHONE_REQUIRED (components/auth/phone-required.ts).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { usePhoneGuard } from '@/components/auth/phone-required';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { uiMessages } from '@/components/ui/messages';
import { serverErrorText } from '@/lib/server-error';
import type { TicketProductFieldsFragment, TicketPurchaseFieldsFragment } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { luckyDrawMessages as m } from '../messages';
import { BalanceQuery, BuyTicketsByTransferMutation, BuyTicketsMutation, PURCHASE_REFETCH } from '../queries';
import { PaymentModal, type TransferPayment } from './payment-modal';
import { TicketModal } from './ticket-modal';

/** Navigation state of /ticket-buy-success. */
export interface TicketBuySuccessState {
  result: TicketPurchaseFieldsFragment;
  featureImage?: string | null;
}

type Step = 'count' | 'confirm' | 'transfer';

export function BuyTicketFlow({ product, onClose }: { product: TicketProductFieldsFragment; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const balance = useQuery(BalanceQuery, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' }).data?.me.tokenPoint ?? null;
  const refetch = { refetchQueries: PURCHASE_REFETCH };
  const [buy, bought] = useMutation(BuyTicketsMutation, refetch);
  const [buyByTransfer, held] = useMutation(BuyTicketsByTransferMutation, refetch);
  const [step, setStep] = useState<Step>('count');
  const [count, setCount] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { checkPhone, handlePhoneError } = usePhoneGuard();

  function done(result: TicketPurchaseFieldsFragment) {
    // The list's history entry forgets the open modal first, so Back from the success page does
    // not offer the same purchase again.
    onClose();
    const state: TicketBuySuccessState = { result, featureImage: product.featureImage };
    navigate('/ticket-buy-success', { state });
  }

  async function payWithTokens() {
    if (!isSignedIn) return navigate('/signin');
    try {
      const result = (await buy({ variables: { ticketProductId: product.id, ticketCount: count } })).data?.buyTickets;
      if (result) done(result);
    } catch (error) {
      setStep('count');
      setFailure(serverErrorText(error, intl));
    }
  }

  async function payByTransfer({ paymentId, image, paymentReference }: TransferPayment) {
    if (!isSignedIn) return navigate('/signin');
    try {
      const result = (await buyByTransfer({ variables: { ticketProductId: product.id, ticketCount: count, paymentId, paymentImage: image, paymentReference } })).data
        ?.buyTicketsByTransfer;
      if (result) done(result);
    } catch (error) {
      if (handlePhoneError(error)) return onClose();
      setFailure(serverErrorText(error, intl));
    }
  }

  const tickets = intl.formatMessage(m.ticketsOf, { count });
  const tokens = intl.formatMessage(m.tokens, { count: product.costTokenPoint * count });

  return (
    <>
      {step === 'count' && (
        <TicketModal
          open
          product={product}
          balance={balance}
          count={count}
          onClose={onClose}
          onBuyWithTokens={(n) => {
            setCount(n);
            setStep('confirm');
          }}
          onPayByTransfer={(n) => {
            setCount(n);
            if (!isSignedIn) return setStep('transfer');
            void checkPhone().then((ok) => {
              if (ok) setStep('transfer');
              else onClose();
            });
          }}
        />
      )}
      <Dialog open={step === 'confirm'} onClose={() => setStep('count')} title={intl.formatMessage(m.confirmTitle)} className="ld-modal" persistent={bought.loading}>
        <p className="ld-confirm__text" data-testid="confirm-text">
          {intl.formatMessage(m.confirmText, { tickets, name: product.name, tokens })}
        </p>
        <div className="ld-modal__actions ld-modal__actions--row">
          <Button variant="outline" onClick={() => setStep('count')} disabled={bought.loading}>
            {intl.formatMessage(uiMessages.cancel)}
          </Button>
          <Button loading={bought.loading} onClick={() => void payWithTokens()}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </div>
      </Dialog>
      {step === 'transfer' && (
        <PaymentModal open product={product} count={count} sending={held.loading} onBack={() => setStep('count')} onConfirm={(payment) => void payByTransfer(payment)} />
      )}
      <AlertDialog open={failure !== null} type="error" text={failure} onClose={() => setFailure(null)} />
    </>
  );
}
