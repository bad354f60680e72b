// @vitest-environment node
// A region and a township with the same id must not overwrite each other in the cache.
import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { placeTypePolicies } from './place-policy';
import { MeQuery, RegionsQuery, TownshipsQuery } from './queries';

const place = (id: number, name: string) => ({ __typename: 'Place' as const, id, name });
const me = {
  __typename: 'Profile' as const,
  id: 7,
  name: 'Aung',
  phone: '09791234567',
  address: 'No. 5',
  postalCode: null,
  region: place(1, 'Yangon'),
  township: place(1, 'Ahlone'),
  profileImage: null,
  referralCode: 'AB23CD45',
  tokenPoint: 0,
  referralPoint: 0,
  facebookLinked: false,
  hasPassword: true,
};

function fill(cache: InMemoryCache) {
  cache.writeQuery({ query: RegionsQuery, data: { regions: [place(1, 'Yangon'), place(2, 'Mandalay')] } });
  cache.writeQuery({ query: TownshipsQuery, variables: { regionId: 1 }, data: { townships: [place(1, 'Ahlone'), place(2, 'Bahan')] } });
  cache.writeQuery({ query: MeQuery, data: { me } });
}

describe('Place cache policy', () => {
  it('keeps regions and townships with the same id apart', () => {
    const cache = new InMemoryCache();
    cache.policies.addTypePolicies(placeTypePolicies);
    fill(cache);
    expect(cache.readQuery({ query: RegionsQuery })?.regions.map((r) => r.name)).toEqual(['Yangon', 'Mandalay']);
    expect(cache.readQuery({ query: TownshipsQuery, variables: { regionId: 1 } })?.townships.map((t) => t.name)).toEqual([
      'Ahlone',
      'Bahan',
    ]);
    const read = cache.readQuery({ query: MeQuery })?.me;
    expect([read?.region?.name, read?.township?.name]).toEqual(['Yangon', 'Ahlone']);
  });

  it('is needed: without it the default cache merges them', () => {
    const cache = new InMemoryCache();
    fill(cache);
    expect(cache.readQuery({ query: RegionsQuery })?.regions[0].name).not.toBe('Yangon');
  });
});
