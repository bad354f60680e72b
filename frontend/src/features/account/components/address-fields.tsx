// Region, township, street address and postal code: create profile and shipping info share them.
// The region defaults to Yangon once regions load; when the region changes the townships reload
// and the first one is chosen (spec section 4).
import { useEffect } from 'react';
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressValues } from '../form-rules';
import { fieldMessages } from '../messages';
import { usePlacePolicy } from '../place-policy';
import { RegionsQuery, TownshipsQuery } from '../queries';
import { SelectField, TextField } from './text-field';

/** The spec's default region (section 9); the server also lists it first. */
export const DEFAULT_REGION_NAME = 'Yangon';

/** Yangon by its English name, else the first region (regions come translated in mm and ch). */
export function defaultRegion<T extends { name: string }>(regions: readonly T[]): T | undefined {
  return regions.find((r) => r.name.trim().toLowerCase().startsWith(DEFAULT_REGION_NAME.toLowerCase())) ?? regions[0];
}

export interface AddressFieldsProps {
  form: UseFormReturn<AddressValues, unknown, AddressValues>;
  errorOf: (name: keyof AddressValues) => string | undefined;
}

export function AddressFields({ form, errorOf }: AddressFieldsProps) {
  usePlacePolicy();
  const intl = useIntl();
  const { register, setValue, getValues, watch } = form;
  const regionId = watch('regionId');
  const townshipId = watch('townshipId');

  const regions = useQuery(RegionsQuery);
  const townships = useQuery(TownshipsQuery, {
    variables: { regionId: Number(regionId) },
    skip: !regionId,
  });

  const regionList = regions.data?.regions;
  useEffect(() => {
    if (!regionList?.length || getValues('regionId')) return;
    const yangon = defaultRegion(regionList);
    if (yangon) setValue('regionId', String(yangon.id), { shouldValidate: true });
  }, [regionList, getValues, setValue]);

  const townshipList = townships.data?.townships;
  const townshipsFor = townships.variables?.regionId;
  useEffect(() => {
    if (!townshipList || !regionId || Number(regionId) !== townshipsFor) return;
    const current = getValues('townshipId');
    if (townshipList.some((t) => String(t.id) === current)) return;
    setValue('townshipId', townshipList[0] ? String(townshipList[0].id) : '', { shouldValidate: true });
  }, [townshipList, townshipsFor, regionId, getValues, setValue]);

  return (
    <>
      <SelectField
        label={intl.formatMessage(fieldMessages.region)}
        placeholder={intl.formatMessage(fieldMessages.regionPlaceholder)}
        options={(regionList ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        value={regionId}
        loading={regions.loading && !regionList}
        error={errorOf('regionId')}
        registration={register('regionId', {
          // A new region: its townships load and the first is chosen (effect above).
          onChange: () => setValue('townshipId', '', { shouldValidate: true }),
        })}
      />
      <SelectField
        label={intl.formatMessage(fieldMessages.township)}
        placeholder={intl.formatMessage(fieldMessages.townshipPlaceholder)}
        options={(townshipList ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={townshipId}
        loading={townships.loading && !townshipList}
        error={errorOf('townshipId')}
        registration={register('townshipId')}
      />
      <TextField
        label={intl.formatMessage(fieldMessages.address)}
        placeholder={intl.formatMessage(fieldMessages.addressPlaceholder)}
        autoComplete="street-address"
        error={errorOf('address')}
        registration={register('address')}
      />
      <TextField
        label={intl.formatMessage(fieldMessages.postalCode)}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={20}
        error={errorOf('postalCode')}
        registration={register('postalCode')}
      />
    </>
  );
}
