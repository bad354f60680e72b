// The address forms: create profile (with the avatar) and shipping info. Both validate with their
// own texts (form-rules.ts) and keep submit disabled while a rule fails.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { createProfileSchema, shippingSchema, type AddressValues } from '../form-rules';
import { useAccountForm } from '../hooks/use-account-form';
import { createProfileMessages } from '../messages';
import { AddressFields } from './address-fields';
import { AvatarPicker } from './avatar-picker';

const EMPTY: AddressValues = { regionId: '', townshipId: '', address: '', postalCode: '' };

export interface CreateProfileFormProps {
  /** Sends the values and the cropped photo (if any); resolves true on success. */
  onSubmit: (values: AddressValues, profileImage: File | null) => Promise<boolean>;
}

export function CreateProfileForm({ onSubmit }: CreateProfileFormProps) {
  const intl = useIntl();
  const { form, errorOf, canSubmit, submitting } = useAccountForm(createProfileSchema, EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values, photo)) form.reset(EMPTY);
  });

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <AvatarPicker onSaved={setPhoto} onCroppingChange={setCropping} />
      <AddressFields form={form} errorOf={errorOf} />
      <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit || cropping}>
        {intl.formatMessage(createProfileMessages.submit)}
      </Button>
      {cropping && <p className="acc-form__note acc-form__note--center">{intl.formatMessage(createProfileMessages.finishCrop)}</p>}
    </form>
  );
}

export interface ShippingFormProps {
  defaultValues: AddressValues;
  submitLabel: ReactNode;
  onSubmit: (values: AddressValues) => Promise<boolean>;
}

export function ShippingForm({ defaultValues, submitLabel, onSubmit }: ShippingFormProps) {
  const { form, errorOf, canSubmit, submitting } = useAccountForm(shippingSchema, defaultValues);
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset(values);
  });

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <AddressFields form={form} errorOf={errorOf} />
      <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </form>
  );
}
