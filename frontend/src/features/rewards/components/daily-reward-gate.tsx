// The only part of the rewards in the first download (the shell mounts it, app/layout.tsx): while
// a shopper is signed in it asks once whether today is signed, and opens the daily reward dialog
// (its own chunk, downloaded only then) when it is not (doc 001 §4: "when the list loads, if no
// entry matches today's date the dialog opens") or when the menu's 'Daily reward' asks for it.
// It waits while the shopper signs in, signs up or sets up the account, so the dialog does not
// cover those forms; it opens on the next page instead.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { DailyRewardTodayQuery } from '../queries';

const DailyRewardDialog = lazy(() => import('./daily-reward-dialog'));

/** Pages the dialog never opens over by itself. */
const SETUP_PAGES = /^\/(signin|signup|create-profile|onboarding)\/?$/;

export interface DailyRewardGateProps {
  /** Counts the menu's 'Daily reward' taps: each change opens the dialog. */
  asked: number;
}

export function DailyRewardGate({ asked }: DailyRewardGateProps) {
  const { token } = useAuth();
  const setup = SETUP_PAGES.test(useLocation().pathname);
  const reward = useQuery(DailyRewardTodayQuery, { skip: !token || setup }).data?.dailyReward;
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted (closed), so its restart toast outlives it.
  const [mounted, setMounted] = useState(false);
  const [lastAsked, setLastAsked] = useState(asked);
  // The shopper and day already decided on: closing the dialog does not reopen it by itself.
  const [seen, setSeen] = useState('');
  const day = reward && !setup ? `${token}|${reward.today}` : seen;

  if (asked !== lastAsked) {
    setLastAsked(asked);
    if (token) setOpen(true);
  }
  if (!token && open) setOpen(false);
  if (day !== seen) {
    setSeen(day);
    if (!reward?.signedToday) setOpen(true);
  }
  if (open && !mounted) setMounted(true);

  if (!token || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <DailyRewardDialog key={token} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
