// /customer-service (doc 001 §2, public): a card for each contact the admin has set in the site
// settings (Viber, Telegram, phone), each opening the app that reaches it; none set, an empty state.
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { ChevronRight, Headset, MessageCircle, Phone, Send } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { isSet, phoneHref, telegramHref, telegramLabel, viberHref } from '../contacts';
import { supportMessages as m } from '../messages';
import { SupportContactsQuery } from '../queries';
import '../support.css';

interface Contact {
  kind: 'viber' | 'telegram' | 'phone';
  icon: ReactNode;
  label: MessageDescriptor;
  action: MessageDescriptor;
  href: string;
  value: string;
  /** Web links open in a new tab; app links (viber:, tel:) hand over to the app. */
  external?: boolean;
}

export default function CustomerServicePage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(SupportContactsQuery);
  const settings = data?.settings;

  const contacts: Contact[] = [];
  if (isSet(settings?.viber)) {
    contacts.push({ kind: 'viber', icon: <MessageCircle size={24} />, label: m.viber, action: m.viberAction, href: viberHref(settings.viber), value: settings.viber.trim() });
  }
  if (isSet(settings?.telegram)) {
    const href = telegramHref(settings.telegram);
    contacts.push({
      kind: 'telegram',
      icon: <Send size={22} />,
      label: m.telegram,
      action: m.telegramAction,
      href,
      value: telegramLabel(settings.telegram),
      external: /^https?:/i.test(href),
    });
  }
  if (isSet(settings?.contactNumber)) {
    contacts.push({ kind: 'phone', icon: <Phone size={22} />, label: m.phone, action: m.phoneAction, href: phoneHref(settings.contactNumber), value: settings.contactNumber.trim() });
  }

  let content;
  if (loading && !data) {
    content = (
      <div className="sp-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={76} radius={14} />
        ))}
      </div>
    );
  } else if (error && !data) {
    content = <LoadError onRetry={() => void refetch()} message={intl.formatMessage(m.loadFailed)} />;
  } else if (contacts.length === 0) {
    content = <EmptyState icon={<Headset size={44} />} title={intl.formatMessage(m.none)} text={intl.formatMessage(m.noneText)} />;
  } else {
    content = (
      <>
        <p className="sp-intro">{intl.formatMessage(m.intro)}</p>
        <ul className="sp-list" role="list">
        {contacts.map((contact) => (
          <li key={contact.kind}>
            <a
              className={`sp-card sp-card--${contact.kind}`}
              href={contact.href}
              data-testid={`contact-${contact.kind}`}
              {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className="sp-card__icon" aria-hidden>
                {contact.icon}
              </span>
              <span className="sp-card__text">
                <span className="sp-card__label">{intl.formatMessage(contact.label)}</span>
                <span className="sp-card__value" dir="ltr">
                  {contact.value}
                </span>
                <span className="sp-card__action">{intl.formatMessage(contact.action)}</span>
              </span>
              <ChevronRight className="sp-card__chevron" size={20} aria-hidden />
            </a>
          </li>
        ))}
        </ul>
      </>
    );
  }

  return (
    <Page className="sp-page">
      <h1 className="sp-title">
        <Headset size={24} aria-hidden />
        {intl.formatMessage(m.title)}
      </h1>
      {content}
    </Page>
  );
}
