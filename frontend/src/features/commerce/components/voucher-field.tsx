// The voucher code of confirm-order: typed, applied (the server says what it takes off these
// lines, `previewVoucher`), shown with what it saves, removable. The order sends the code and the
// server computes the discount again; a code that stopped applying meanwhile is refused there.
import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Ticket, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMMK } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { commerceMessages as m } from '../messages';
import { PreviewVoucherQuery } from '../queries';

export interface AppliedVoucher {
  code: string;
  title: string;
  discount: number;
  total: number;
}

/** What the lines are: a buy now (one product) or the cart's chosen lines. */
export type VoucherLines =
  | { productId: number; variantId?: number | null; qty: number }
  | { cartLineIds?: number[] | null };

interface Props {
  lines: VoucherLines;
  applied: AppliedVoucher | null;
  onApplied: (voucher: AppliedVoucher | null) => void;
}

export function VoucherField({ lines, applied, onApplied }: Props) {
  const intl = useIntl();
  const client = useApolloClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    const typed = code.trim();
    if (!typed) {
      setProblem(intl.formatMessage(m.voucherEmpty));
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: PreviewVoucherQuery,
        variables: { code: typed, ...lines },
        fetchPolicy: 'network-only',
      });
      const preview = data.previewVoucher;
      onApplied({ code: preview.code, title: preview.title, discount: preview.discount, total: preview.total });
      setCode('');
    } catch (e) {
      setProblem(serverErrorText(e, intl));
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <div className="cm-voucher cm-voucher--applied" data-testid="voucher-applied">
        <Ticket size={18} aria-hidden />
        <div className="cm-voucher__body">
          <span className="cm-voucher__code">{applied.code}</span>
          <span className="cm-muted">{applied.title}</span>
        </div>
        <button
          type="button"
          className="cm-voucher__remove"
          aria-label={intl.formatMessage(m.voucherRemove, { code: applied.code })}
          onClick={() => onApplied(null)}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    );
  }
  return (
    <div className="cm-voucher">
      <label htmlFor={id} className="cm-voucher__label">
        {intl.formatMessage(m.voucherLabel)}
      </label>
      <div className="cm-voucher__row">
        <input
          id={id}
          className="cm-voucher__input"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
        />
        <Button variant="outline" loading={checking} onClick={() => void apply()}>
          {intl.formatMessage(m.voucherApply)}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="cm-voucher__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The discount row under the goods' total. */
export function DiscountRow({ voucher }: { voucher: AppliedVoucher }) {
  const intl = useIntl();
  return (
    <div className="cm-total-row cm-total-row--discount">
      <span>{intl.formatMessage(m.voucherDiscount, { code: voucher.code })}</span>
      <span className="price" data-testid="order-discount">
        −{formatMMK(voucher.discount)}
      </span>
    </div>
  );
}
