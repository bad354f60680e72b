// The shipping detail's Delivery card (issue 38), once the parcel is on the way with a courier: the
// courier's name and phone (a tel: link), the tracking number with a copy button, and "Track
// parcel", the courier's own page for this parcel (a new tab; the server put the number in it).
// Nothing before the admin hands the parcel over, or when the shop delivers it itself.
import { useEffect, useState } from 'react';
import { Check, Copy, ExternalLink, Phone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { copyText } from '@/lib/copy-text';
import { commerceMessages as m } from '../messages';
import { InfoRow } from './info-row';

export interface CourierInfo {
  courier?: string | null;
  courierPhone?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

export function CourierSection({ order }: { order: CourierInfo }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!order.courier) return null;
  const { courier, courierPhone, trackingNumber, trackingUrl } = order;

  return (
    <section className="cm-card cm-courier" aria-labelledby="cm-delivery" data-testid="courier-section">
      <h2 id="cm-delivery" className="cm-card__title">
        {intl.formatMessage(m.delivery)}
      </h2>
      <dl className="cm-info">
        <InfoRow label={intl.formatMessage(m.courier)} testId="courier-name">
          <span className="cm-courier__name">{courier}</span>
          {courierPhone && (
            <a
              href={`tel:${courierPhone.replace(/[^\d+]/g, '')}`}
              className="cm-courier__phone"
              aria-label={intl.formatMessage(m.callCourier, { courier, phone: courierPhone })}
              data-testid="courier-phone"
            >
              <Phone size={16} aria-hidden />
              {courierPhone}
            </a>
          )}
        </InfoRow>
        {trackingNumber && (
          <InfoRow label={intl.formatMessage(m.trackingNumber)}>
            <span className="cm-courier__number">
              <span data-testid="tracking-number">{trackingNumber}</span>
              <button
                type="button"
                className="ui-icon-button cm-courier__copy"
                aria-label={intl.formatMessage(m.copyTracking)}
                onClick={() => void copyText(trackingNumber).then(setCopied)}
              >
                {copied ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
              </button>
              <span className="cm-courier__copied" role="status">
                {copied === null ? '' : intl.formatMessage(copied ? m.copied : m.copyFailed)}
              </span>
            </span>
          </InfoRow>
        )}
      </dl>
      {trackingUrl && (
        <>
          <a
            href={trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="ui-button ui-button--outline ui-button--md ui-button--block"
            aria-describedby="cm-track-hint"
            data-testid="track-parcel"
          >
            <ExternalLink size={18} aria-hidden />
            {intl.formatMessage(m.trackParcel)}
          </a>
          <span id="cm-track-hint" className="visually-hidden">
            {intl.formatMessage(m.opensCourierSite)}
          </span>
        </>
      )}
    </section>
  );
}
