// /cart-list (also /cart), spec section 2: item count, select all, per-line boxes, remove selected
// or all, per-line plus and minus (a spinner on the line while it updates, then the list is
// reloaded), the total of the selected lines, and Checkout → /confirm-order with the selected
// cart line ids. An empty cart with no buy-now state redirects to /.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatMMK } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { CommerceHeader } from '../components/commerce-header';
import { LoadError } from '@/components/ui/load-error';
import { Thumb } from '../components/thumb';
import { isAllSelected, keepExisting, selectableIds, selectedTotal, stepQuantity, toggleAll, toggleId } from '../cart-selection';
import { readBuyNow } from '@/lib/buy-now-state';
import { type CartOrderState } from '../navigation-state';
import { commerceMessages as m } from '../messages';
import { CART_REFETCH, CartQuery, RemoveFromCartMutation, UpdateCartLineMutation } from '../queries';
import '../commerce.css';
import { LinePrice } from '@/components/sale/line-price';
import { VariantLabel } from '../components/variant-label';

type Ask = 'selected' | 'all' | null;

export default function CartPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(CartQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const refetchOptions = { refetchQueries: CART_REFETCH, awaitRefetchQueries: true };
  const [updateLine] = useMutation(UpdateCartLineMutation, refetchOptions);
  const [removeLines, removing] = useMutation(RemoveFromCartMutation, refetchOptions);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [updating, setUpdating] = useState<number | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initialised = useRef(false);
  const lines = data?.cart.lines ?? [];

  // Everything is selected at first; later refetches drop lines that are gone.
  useEffect(() => {
    if (!data) return;
    if (!initialised.current) {
      initialised.current = true;
      setSelected(new Set(selectableIds(data.cart.lines)));
    } else {
      setSelected((prev) => keepExisting(data.cart.lines, prev));
    }
  }, [data]);

  if (loading && !data) return <CartSkeleton />;
  if (error && !data) {
    return (
      <Page className="cm-page">
        <LoadError onRetry={() => void refetch()} />
      </Page>
    );
  }
  if (data && lines.length === 0) {
    return readBuyNow(location.state) ? <Navigate to="/confirm-order" state={location.state} replace /> : <Navigate to="/" replace />;
  }

  async function changeQty(line: { id: number; product: { id: number }; variant?: { id: number } | null }, qty: number) {
    setUpdating(line.id);
    try {
      await updateLine({ variables: { input: { productId: line.product.id, qty, variantId: line.variant?.id } } });
    } catch (e) {
      setFailure(serverErrorText(e, intl));
    } finally {
      setUpdating(null);
    }
  }

  async function remove(which: Exclude<Ask, null>) {
    try {
      await removeLines({ variables: { cartLineIds: which === 'all' ? null : [...selected] } });
    } catch (e) {
      setFailure(serverErrorText(e, intl));
    }
  }

  const allSelected = isAllSelected(lines, selected);
  const total = selectedTotal(lines, selected);

  return (
    <Page className="cm-page cm-page--with-bar">
      <CommerceHeader title={intl.formatMessage(m.cartTitle)} backTo="/" action={<span className="cm-count" data-testid="cart-count">{intl.formatMessage(m.itemCount, { count: data?.cart.count ?? lines.length })}</span>} />
      <div className="cm-card cm-cart-tools">
        <label className="cm-check">
          <input type="checkbox" checked={allSelected} onChange={() => setSelected(toggleAll(lines, selected))} />
          <span>{intl.formatMessage(m.selectAll)}</span>
        </label>
        <div className="cm-cart-tools__buttons">
          <Button variant="ghost" size="sm" disabled={selected.size === 0 || removing.loading} onClick={() => setAsk('selected')}>
            <Trash2 size={16} aria-hidden />
            {intl.formatMessage(m.removeSelected)}
          </Button>
          <Button variant="ghost" size="sm" disabled={removing.loading} onClick={() => setAsk('all')}>
            {intl.formatMessage(m.removeAll)}
          </Button>
        </div>
      </div>
      <ul className="cm-lines" role="list">
        {lines.map((line) => {
          const busy = updating === line.id;
          const available = line.product.available;
          return (
            <li key={line.id} className="cm-card cm-line" data-testid="cart-line" aria-busy={busy || undefined}>
              <label className="cm-line__check">
                <input
                  type="checkbox"
                  checked={selected.has(line.id)}
                  disabled={!available}
                  onChange={() => setSelected(toggleId(selected, line.id))}
                  aria-label={intl.formatMessage(m.selectLine, { name: line.product.name })}
                />
              </label>
              <Link to={`/product-detail?id=${encodeURIComponent(line.product.slug)}`} className="cm-line__thumb" aria-label={line.product.name}>
                <Thumb src={line.product.featureImage} size={72} />
              </Link>
              <div className="cm-line__body">
                <span className="cm-line__name">{line.product.name}</span>
                <VariantLabel variant={line.variant} />
                <LinePrice unit={line.unitPrice} regular={line.regularPrice} onSale={line.onSale} />
                {line.saleEnded && (
                  <span className="cm-line__note" data-testid="sale-ended">
                    {intl.formatMessage(m.saleEnded)}
                  </span>
                )}
                {!available && <span className="cm-error-text">{intl.formatMessage(m.unavailable)}</span>}
                <div className="cm-line__qty">
                  <div className="cm-stepper">
                    <button
                      type="button"
                      className="cm-stepper__button"
                      aria-label={intl.formatMessage(m.decrease)}
                      disabled={busy || updating !== null || line.qty <= 1}
                      onClick={() => void changeQty(line, stepQuantity(line.qty, -1))}
                    >
                      <Minus size={16} aria-hidden />
                    </button>
                    <span className="cm-stepper__value" data-testid="line-qty" aria-label={intl.formatMessage(m.quantity)}>
                      {busy ? <Spinner size={16} label={intl.formatMessage(m.updating)} /> : line.qty}
                    </span>
                    <button
                      type="button"
                      className="cm-stepper__button"
                      aria-label={intl.formatMessage(m.increase)}
                      disabled={busy || updating !== null}
                      onClick={() => void changeQty(line, stepQuantity(line.qty, 1))}
                    >
                      <Plus size={16} aria-hidden />
                    </button>
                  </div>
                  <span className="cm-line__subtotal" data-testid="line-subtotal">
                    {formatMMK(line.subtotal)}
                  </span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="cm-bar">
        <div className="cm-bar__total">
          <span>{intl.formatMessage(m.total)}</span>
          <span className="price" data-testid="cart-total">
            {formatMMK(total)}
          </span>
        </div>
        <Button
          size="lg"
          disabled={selected.size === 0}
          onClick={() => navigate('/confirm-order', { state: { cartLineIds: [...selected] } satisfies CartOrderState })}
        >
          {intl.formatMessage(m.checkout)}
        </Button>
      </div>
      <AlertDialog
        open={ask !== null}
        type="warning"
        text={intl.formatMessage(ask === 'all' ? m.removeAllAsk : m.removeSelectedAsk)}
        showCancel
        okLabel={intl.formatMessage(m.remove)}
        onOk={() => ask && void remove(ask)}
        onClose={() => setAsk(null)}
      />
      <AlertDialog open={failure !== null} type="error" text={failure} onClose={() => setFailure(null)} />
    </Page>
  );
}

function CartSkeleton() {
  return (
    <Page className="cm-page" >
      <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={48} />
        <Skeleton height={104} />
        <Skeleton height={104} />
      </div>
    </Page>
  );
}
