// Picking townships on a phone (issue 38): every region's townships loaded once, and a picker of
// region, then township (the list filtered by what is typed, in the admin's language: `Place.name`
// comes in it), then Add. Used by the delivery fees on /admin/settings and by a cash on delivery
// payment method's townships.
import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { deliveryMessages as m } from './messages';
import { AdminTownshipsQuery } from './queries';
import './delivery.css';

export interface Region {
  id: number;
  name: string;
}
export interface Township {
  id: number;
  name: string;
  regionId: number;
}

/** Every region's townships, loaded once (null while loading). */
export function useAllTownships(regions: Region[] | undefined) {
  const client = useApolloClient();
  const [townships, setTownships] = useState<Township[] | null>(null);
  const [failed, setFailed] = useState(false);
  const key = regions?.map((r) => r.id).join(',');
  useEffect(() => {
    if (!regions) return;
    let live = true;
    Promise.all(
      regions.map((region) =>
        client.query({ query: AdminTownshipsQuery, variables: { regionId: region.id } }).then((answer) => answer.data.townships.map((t) => ({ id: t.id, name: t.name, regionId: region.id }))),
      ),
    ).then(
      (lists) => live && setTownships(lists.flat()),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The regions' ids are the key: a new answer with the same regions loads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  return { townships, failed };
}

/** Lower case, NFC, for matching what is typed in any of the three languages. */
function fold(text: string, locale: string) {
  return text.normalize('NFC').toLocaleLowerCase(locale).trim();
}

/** Region, then a township of it (filtered by what is typed), then Add. */
export function TownshipPicker({ regions, townships, listed, onAdd }: { regions: Region[]; townships: Township[] | null; listed: Set<number>; onAdd: (townshipId: number) => void }) {
  const intl = useIntl();
  const [regionId, setRegionId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [townshipId, setTownshipId] = useState<number | null>(null);
  const typed = fold(search, intl.locale);
  const options = (townships ?? [])
    .filter((t) => t.regionId === regionId && !listed.has(t.id) && (typed === '' || fold(t.name, intl.locale).includes(typed)))
    .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  const chosen = options.some((t) => t.id === townshipId) ? townshipId : null;

  return (
    <div className="admin-delivery__picker">
      <label className="admin-field">
        <span className="admin-field__label">{intl.formatMessage(m.region)}</span>
        <select
          className="admin-field__input"
          value={regionId ?? ''}
          onChange={(e) => {
            setRegionId(e.target.value ? Number(e.target.value) : null);
            setTownshipId(null);
          }}
        >
          <option value="">{intl.formatMessage(m.chooseRegion)}</option>
          {regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-field">
        <span className="admin-field__label">{intl.formatMessage(m.searchTownship)}</span>
        <input className="admin-field__input" type="search" value={search} disabled={regionId === null} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label className="admin-field">
        <span className="admin-field__label">{intl.formatMessage(m.township)}</span>
        <select className="admin-field__input" value={chosen ?? ''} disabled={regionId === null || !townships} onChange={(e) => setTownshipId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{intl.formatMessage(options.length === 0 && regionId !== null && townships ? m.noTownshipMatch : m.chooseTownship)}</option>
          {options.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="outline"
        disabled={chosen === null}
        onClick={() => {
          if (chosen === null) return;
          onAdd(chosen);
          setTownshipId(null);
          setSearch('');
        }}
      >
        <Plus size={16} aria-hidden /> {intl.formatMessage(m.addTownship)}
      </Button>
    </div>
  );
}
