// /admin/vouchers (issue 40): the codes shoppers type on confirm-order, newest first. Each card
// shows the code and its state, what it takes off ("10% (max 2,000 MMK)", "1,000 MMK off"), the
// minimum spend, its window in Myanmar time, the uses ("3 / 10"), the kyat given away, what it is
// limited to and whether it is for a first order only, with Pause / Resume in one tap (a voucher
// is never deleted or edited: orders that used it keep their discount). A form on top adds one.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { TicketPercent } from 'lucide-react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { AdminVouchersQuery as AdminVouchersResult, VoucherState } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { EditableListPage, type ItemEditing } from '../components/editable-list-page';
import { Facts } from '../components/item-lines';
import { adminErrorText } from '../server-error';
import { voucherMessages as m } from './messages';
import { AdminVouchersQuery, SetVoucherPausedMutation } from './queries';
import { VoucherForm } from './voucher-form';
import './vouchers.css';

export type AdminVoucher = AdminVouchersResult['adminVouchers'][number];

/** Times as the admin typed them: Myanmar time (UTC+06:30) whatever the desk's time zone. */
const MYANMAR_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Yangon' };

const STATES: Record<VoucherState, { label: MessageDescriptor; tone: string }> = {
  ACTIVE: { label: m.stateActive, tone: 'on' },
  SCHEDULED: { label: m.stateScheduled, tone: 'soon' },
  PAUSED: { label: m.statePaused, tone: 'paused' },
  EXPIRED: { label: m.stateExpired, tone: 'off' },
  USED_UP: { label: m.stateUsedUp, tone: 'off' },
};

/** What a voucher takes off: "10%", "10% (max 2,000 MMK)" or "1,000 MMK off". */
export function takesOff(voucher: Pick<AdminVoucher, 'kind' | 'value' | 'maxDiscount'>, intl: IntlShape): string {
  if (voucher.kind === 'FIXED') return intl.formatMessage(m.fixedOff, { amount: formatMMK(voucher.value) });
  if (voucher.maxDiscount != null) return intl.formatMessage(m.percentOffCapped, { percent: voucher.value, max: formatMMK(voucher.maxDiscount) });
  return intl.formatMessage(m.percentOff, { percent: voucher.value });
}

/** The window in Myanmar time: "Any time", "From …", "Until …" or "… to …". */
export function windowText(voucher: Pick<AdminVoucher, 'startsAt' | 'endsAt'>, intl: IntlShape): string {
  const start = voucher.startsAt ? intl.formatDate(String(voucher.startsAt), MYANMAR_TIME) : null;
  const end = voucher.endsAt ? intl.formatDate(String(voucher.endsAt), MYANMAR_TIME) : null;
  if (start && end) return intl.formatMessage(m.between, { start, end });
  if (start) return intl.formatMessage(m.from, { start });
  if (end) return intl.formatMessage(m.until, { end });
  return intl.formatMessage(m.anyTime);
}

export default function VouchersPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminVouchersQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });

  return (
    <EditableListPage
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      newLabel={intl.formatMessage(m.newVoucher)}
      items={data?.adminVouchers}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(m.loadFailed)}
      empty={{ icon: <TicketPercent size={40} />, title: intl.formatMessage(m.none), text: intl.formatMessage(m.noneText) }}
      renderCreate={(onCreated, onCancel) => <VoucherForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(voucher, editing) => <VoucherCard voucher={voucher} {...editing} />}
    />
  );
}

function VoucherCard({ voucher, onSaved }: { voucher: AdminVoucher } & ItemEditing) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [setPaused, pausing] = useMutation(SetVoucherPausedMutation);
  const [error, setError] = useState<string | null>(null);
  const { code } = voucher;
  const state = STATES[voucher.state];
  const title = voucher.title[locale] || voucher.title.en;
  const limited = voucher.categoryIds.length + voucher.productIds.length > 0;

  async function toggle() {
    setError(null);
    const paused = !voucher.paused;
    try {
      await setPaused({ variables: { id: voucher.id, paused } });
    } catch (failure) {
      setError(adminErrorText(failure, intl));
      return;
    }
    await onSaved(intl.formatMessage(paused ? m.paused : m.resumed, { code }));
  }

  const uses =
    voucher.totalUses != null ? intl.formatMessage(m.usedOf, { used: voucher.used, total: voucher.totalUses }) : intl.formatMessage(m.usedNoLimit, { used: voucher.used });

  return (
    <article className={['admin-card', voucher.paused && 'admin-tp--hidden'].filter(Boolean).join(' ')} aria-label={code} data-testid={`voucher-${voucher.id}`}>
      <div className="admin-tp__head">
        <span className="admin-voucher__icon" aria-hidden>
          <TicketPercent size={24} />
        </span>
        <div className="admin-tp__text">
          <h2 className="admin-card__title admin-voucher__code">{code}</h2>
          {title && title !== code && <p className="admin-muted">{title}</p>}
        </div>
        <span className={`admin-voucher__badge admin-voucher__badge--${state.tone}`} data-testid="voucher-state">
          {intl.formatMessage(state.label)}
        </span>
      </div>
      <Facts
        rows={[
          { label: intl.formatMessage(m.takesOff), value: <span data-testid="voucher-takes-off">{takesOff(voucher, intl)}</span>, strong: true },
          { label: intl.formatMessage(m.minSpendLabel), value: voucher.minSpend > 0 ? formatMMK(voucher.minSpend) : intl.formatMessage(m.noMinSpend) },
          { label: intl.formatMessage(m.window), value: <span data-testid="voucher-window">{windowText(voucher, intl)}</span> },
          {
            label: intl.formatMessage(m.uses),
            value: (
              <span data-testid="voucher-uses">
                {uses}
                {voucher.usesPerShopper != null && <span className="admin-muted"> · {intl.formatMessage(m.perShopper, { count: voucher.usesPerShopper })}</span>}
              </span>
            ),
          },
          { label: intl.formatMessage(m.given), value: <span data-testid="voucher-given">{formatMMK(voucher.givenMmk)}</span> },
          {
            label: intl.formatMessage(m.appliesTo),
            value: limited
              ? intl.formatMessage(m.targets, { categories: voucher.categoryIds.length, products: voucher.productIds.length })
              : intl.formatMessage(m.everything),
          },
        ]}
      />
      {voucher.firstOrderOnly && (
        <p>
          <span className="admin-voucher__tag" data-testid="voucher-first-order">
            {intl.formatMessage(m.firstOrderOnly)}
          </span>
        </p>
      )}
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-tp__actions">
        {voucher.paused ? (
          <Button onClick={() => void toggle()} loading={pausing.loading} aria-label={intl.formatMessage(m.resumeOf, { code })}>
            {intl.formatMessage(m.resume)}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void toggle()} loading={pausing.loading} aria-label={intl.formatMessage(m.pauseOf, { code })}>
            {intl.formatMessage(m.pause)}
          </Button>
        )}
      </div>
    </article>
  );
}
