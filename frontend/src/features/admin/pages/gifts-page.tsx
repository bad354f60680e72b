// /admin/gifts: every referral gift (a product of type REFERRAL_GIFT), hidden ones included (marked,
// hidden and shown again in one tap), each with an inline edit form; a form on top creates a new one.
import { useQuery } from '@apollo/client';
import { Gift } from 'lucide-react';
import { useIntl } from 'react-intl';
import { EditableListPage } from '../components/editable-list-page';
import { GiftCard } from '../components/gift-card';
import { GiftForm } from '../components/gift-form';
import { adminMessages as m } from '../messages';
import { AdminCategoriesQuery, AdminGiftsQuery } from '../queries';

export default function GiftsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminGiftsQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const categories = useQuery(AdminCategoriesQuery);
  const categoryName = (id: number) => categories.data?.categories.find((c) => c.id === id)?.name;

  return (
    <EditableListPage
      title={intl.formatMessage(m.giftsTitle)}
      intro={intl.formatMessage(m.giftsIntro)}
      newLabel={intl.formatMessage(m.newGift)}
      items={data?.adminProducts}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(m.pageLoadFailed)}
      empty={{ icon: <Gift size={40} />, title: intl.formatMessage(m.noGifts), text: intl.formatMessage(m.noGiftsText) }}
      renderCreate={(onCreated, onCancel) => <GiftForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(gift, editing) => <GiftCard gift={gift} categoryName={categoryName(gift.categoryId)} {...editing} />}
    />
  );
}
