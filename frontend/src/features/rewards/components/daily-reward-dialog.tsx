// The daily reward dialog (doc 001 §2, §4, §9), a chunk of its own opened by the daily reward gate:
// a grid of 30 day cells (green signed, red missed, white not yet), Claim or Restart from day one,
// and Close. Each opening reads the state fresh from the server, then:
//   - today not signed and nothing blocking: check in with the SERVER's today, refetch, and 3 s
//     later the success dialog (congratulations, points earned);
//   - a missed day: about 1.5 s later the failure dialog (pay for recovery or restart), or, when a
//     recovery payment waits for an admin, 'Admin is processing Recovery!' instead (today can be
//     signed then: the pending recovery covers the missed days);
//   - Claim pays today's tokens: refetch, close, and refetch `me` so the top bar's pill rises;
//   - Restart from day one starts a new cycle today: refetch, close, the green toast for 3 s.
// Only one dialog shows at a time: the others take the grid's place and give it back when closed.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client';
import { CalendarCheck, Check, CircleCheck, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMMK } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { dailyMessages as m } from '../messages';
import { ClaimDailyRewardMutation, DailyCheckInMutation, DailyRewardQuery, RestartDailyCycleMutation, RewardsProfileQuery } from '../queries';
import { dailyAction, dailyStart, dayStates, FAILURE_DELAY_MS, SUCCESS_DELAY_MS, TOAST_MS, todayNumber, type DayState } from '../rewards-rules';
import { RecoveryDialog } from './recovery-dialog';
import '../rewards.css';

export interface DailyRewardDialogProps {
  open: boolean;
  onClose: () => void;
}

type Overlay = { kind: 'success' | 'failure' | 'processing' | 'recovery' } | { kind: 'error'; text: string } | null;
type Busy = 'checkIn' | 'claim' | 'restart' | null;

const STATE_TEXT = { signed: m.signed, missed: m.missed, none: m.notYet } as const;

export default function DailyRewardDialog({ open, onClose }: DailyRewardDialogProps) {
  const intl = useIntl();
  const { data, refetch } = useQuery(DailyRewardQuery);
  const reward = data?.dailyReward;
  const [checkIn] = useMutation(DailyCheckInMutation);
  const [claimReward] = useMutation(ClaimDailyRewardMutation);
  const [restartCycle] = useMutation(RestartDailyCycleMutation);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [toast, setToast] = useState(false);
  // Every opening is one run of the flow; a closed dialog's timers and answers are dropped.
  const run = useRef(0);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fail = (error: unknown) => setOverlay({ kind: 'error', text: serverErrorText(error, intl) });

  useEffect(() => {
    if (!open) return;
    const mine = ++run.current;
    const live = () => run.current === mine;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setOverlay(null);
    void (async () => {
      try {
        const fresh = (await refetch()).data.dailyReward;
        if (!live()) return;
        const plan = dailyStart(fresh);
        if (plan.checkIn) {
          setBusy('checkIn');
          try {
            await checkIn({ variables: { date: fresh.today } });
            await refetch();
          } finally {
            if (live()) setBusy(null);
          }
        }
        if (!live() || !plan.then) return;
        const kind = plan.then;
        timer = setTimeout(() => live() && setOverlay({ kind }), kind === 'success' ? SUCCESS_DELAY_MS : FAILURE_DELAY_MS);
      } catch (error) {
        if (live()) fail(error);
      }
    })();
    return () => {
      run.current += 1;
      clearTimeout(timer);
    };
    // One run per opening; `refetch`, `checkIn` and `intl` are stable for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => () => clearTimeout(toastTimer.current), []);

  async function claim(today: string) {
    setBusy('claim');
    try {
      await claimReward({
        variables: { date: today },
        refetchQueries: [{ query: DailyRewardQuery }, { query: RewardsProfileQuery }],
        awaitRefetchQueries: true,
      });
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  async function restart(today: string) {
    setBusy('restart');
    try {
      await restartCycle({ variables: { date: today } });
      const fresh = (await refetch()).data.dailyReward;
      onClose();
      setToast(true);
      clearTimeout(toastTimer.current);
      toastTimer.current = setTimeout(() => setToast(false), TOAST_MS);
      // The new cycle starts today: sign today in, unless the server already did.
      if (!fresh.signedToday && fresh.recovery.status) {
        await checkIn({ variables: { date: fresh.today } });
        await refetch();
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  const back = () => setOverlay(null);
  const action = reward ? dailyAction(reward) : null;
  const today = reward ? todayNumber(reward.days, reward.signedToday) : null;

  return (
    <>
      <Dialog open={open && overlay === null} onClose={onClose} title={intl.formatMessage(m.title)} showClose={false} className="rw-daily">
        {reward ? (
          <>
            <p className="rw-daily__intro">{intl.formatMessage(m.intro, { count: reward.dailyPoint })}</p>
            <ol className="rw-days" aria-label={intl.formatMessage(m.days)} data-testid="daily-days">
              {dayStates(reward.days).map((state, i) => (
                <DayCell key={i} day={i + 1} state={state} today={today === i + 1} label={intl.formatMessage(m.day, { day: i + 1, state: intl.formatMessage(STATE_TEXT[state]) })} />
              ))}
            </ol>
          </>
        ) : (
          <div className="rw-days" aria-busy="true">
            {Array.from({ length: 30 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </div>
        )}
        <div className="rw-daily__actions">
          {busy === 'checkIn' || !reward ? (
            <p className="rw-daily__status" role="status">
              {intl.formatMessage(m.checkingIn)}
            </p>
          ) : action === 'claim' ? (
            <Button block loading={busy === 'claim'} onClick={() => void claim(reward.today)}>
              <CalendarCheck size={18} aria-hidden />
              {intl.formatMessage(m.claim)}
            </Button>
          ) : action === 'claimed' ? (
            <Button block disabled>
              <Check size={18} aria-hidden />
              {intl.formatMessage(m.claimed)}
            </Button>
          ) : (
            <Button block variant="outline" loading={busy === 'restart'} disabled={reward.recovery.pending} onClick={() => void restart(reward.today)}>
              {intl.formatMessage(m.restart)}
            </Button>
          )}
          <Button block variant="ghost" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
        </div>
      </Dialog>

      <AlertDialog
        open={open && overlay?.kind === 'success'}
        onClose={back}
        type="success"
        title={intl.formatMessage(m.congratulations)}
        text={intl.formatMessage(m.earned, { count: reward?.dailyPoint ?? 0 })}
      />
      <AlertDialog
        open={open && overlay?.kind === 'processing'}
        onClose={back}
        type="message"
        title={intl.formatMessage(m.processingTitle)}
        text={intl.formatMessage(m.processingText)}
      />
      <AlertDialog open={open && overlay?.kind === 'error'} onClose={back} type="error" text={overlay?.kind === 'error' ? overlay.text : ''} />
      {reward && (
        <FailureDialog
          open={open && overlay?.kind === 'failure'}
          onClose={back}
          missed={reward.recovery.missedDays.length}
          fee={reward.recovery.feeMmk}
          reason={reward.recovery.lastRejectReason ?? null}
          restarting={busy === 'restart'}
          onRecover={() => setOverlay({ kind: 'recovery' })}
          onRestart={() => void restart(reward.today)}
        />
      )}
      {reward && open && overlay?.kind === 'recovery' && (
        <RecoveryDialog
          fee={reward.recovery.feeMmk}
          missedDays={reward.recovery.missedDays}
          onBack={() => setOverlay({ kind: 'failure' })}
          onPaid={async () => {
            // A pending recovery covers the missed days: today can be signed while the admin checks.
            try {
              const fresh = (await refetch()).data.dailyReward;
              if (!fresh.signedToday && fresh.recovery.pending) {
                await checkIn({ variables: { date: fresh.today } });
                await refetch();
              }
            } catch {
              // The payment went through; today's check-in waits for the next opening.
            }
            setOverlay({ kind: 'processing' });
          }}
        />
      )}
      {toast &&
        createPortal(
          <div className="rw-toast" role="status" data-testid="restart-toast">
            <CircleCheck size={20} aria-hidden />
            {intl.formatMessage(m.restarted)}
          </div>,
          document.body,
        )}
    </>
  );
}

function DayCell({ day, state, today, label }: { day: number; state: DayState; today: boolean; label: string }) {
  return (
    <li className={`rw-day rw-day--${state}`} data-testid="daily-day" data-state={state} aria-current={today ? 'date' : undefined}>
      <span className="rw-day__number" aria-hidden>
        {day}
      </span>
      {state === 'signed' && <Check size={14} aria-hidden />}
      {state === 'missed' && <X size={14} aria-hidden />}
      <span className="visually-hidden">{label}</span>
    </li>
  );
}

interface FailureDialogProps {
  open: boolean;
  onClose: () => void;
  missed: number;
  fee: number;
  reason: string | null;
  restarting: boolean;
  onRecover: () => void;
  onRestart: () => void;
}

/** A missed day and no recovery paid: pay the fee for the missed days, or restart from day one. */
function FailureDialog({ open, onClose, missed, fee, reason, restarting, onRecover, onRestart }: FailureDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" showClose={false} className="ui-alert ui-alert--warning rw-failure" describedBy="rw-failure-text">
      <div className="ui-alert__icon" aria-hidden>
        <X size={40} />
      </div>
      <h2 className="ui-alert__title">{intl.formatMessage(m.failureTitle)}</h2>
      <div id="rw-failure-text" className="ui-alert__text">
        <p>{intl.formatMessage(m.failureText, { count: Math.max(missed, 1), fee: formatMMK(fee) })}</p>
        {reason && <p className="rw-failure__reason">{intl.formatMessage(m.rejected, { reason })}</p>}
      </div>
      <div className="rw-failure__actions">
        <Button block data-autofocus onClick={onRecover}>
          {intl.formatMessage(m.recover)}
        </Button>
        <Button block variant="outline" loading={restarting} onClick={onRestart}>
          {intl.formatMessage(m.restart)}
        </Button>
        <Button block variant="ghost" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      </div>
    </Dialog>
  );
}
