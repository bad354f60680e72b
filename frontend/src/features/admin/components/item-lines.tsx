// The items of an order or shipping order: thumbnail, quantity × name with the variant's label
// ('M / Black') and SKU (when known) under it (what the packer picks), and a note (price, weight).
import type { ReactNode } from 'react';
import { Package } from 'lucide-react';
import { useIntl } from 'react-intl';
import { adminMessages as m } from '../messages';

export interface ItemLine {
  qty: number;
  name: string;
  image?: string | null;
  note?: ReactNode;
  /** The size / colour ordered, for a product with options. */
  variant?: { label: string; sku?: string | null } | null;
}

export function ItemLines({ items }: { items: ItemLine[] }) {
  const intl = useIntl();
  return (
    <section className="admin-items">
      <h3 className="admin-items__title">{intl.formatMessage(m.items)}</h3>
      <ul role="list">
        {items.map((item, i) => (
          <li key={i} className="admin-item">
            {item.image ? (
              <img src={item.image} alt="" className="admin-item__img" loading="lazy" />
            ) : (
              <span className="admin-item__img admin-item__img--none" aria-hidden>
                <Package size={20} />
              </span>
            )}
            <span className="admin-item__name">
              {intl.formatMessage(m.line, { qty: item.qty, name: item.name })}
              {item.variant && (
                <span className="admin-item__variant" data-testid="admin-line-variant">
                  <span className="admin-item__label">{item.variant.label}</span>
                  {item.variant.sku && <span className="admin-item__sku">{intl.formatMessage(m.sku, { sku: item.variant.sku })}</span>}
                </span>
              )}
            </span>
            {item.note && <span className="admin-item__note">{item.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Label / value rows. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode; strong?: boolean }[] }) {
  return (
    <dl className="admin-facts">
      {rows.map((row) => (
        <div key={row.label} className={['admin-facts__row', row.strong && 'admin-facts__row--strong'].filter(Boolean).join(' ')}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
