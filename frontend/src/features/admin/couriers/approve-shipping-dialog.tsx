// The shipping queue's Approve (issue 38): who carries the parcel. A select of the active couriers
// whose first option is "Shop delivers itself" (no courier), the tracking number (optional, and
// disabled until a courier is chosen), then Approve. Without an active courier the dialog says the
// shop delivers itself and links to /admin/couriers. The server's refusals (`courier_id`,
// `tracking_number`, in the admin's language) are shown beside their fields; any other (another
// admin decided first) above the buttons, and the dialog stays open.
import { useEffect, useId, useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormEnd, SelectField } from '../components/field';
import { ApproveShippingOrderMutation } from '../queries';
import { adminErrorText, serverFieldErrors } from '../server-error';
import type { AdminCourier } from './courier-form';
import { courierMessages as m } from './messages';
import { TRACKING_MAX, approveFieldOf, approveSchema, approveVariables, trackingLink, type ApproveFormValues, type ApproveValues } from './rules';
import './couriers.css';

export interface ApproveShippingDialogProps {
  open: boolean;
  /** The shipping order's code ('SH000003'). */
  label: string;
  /** Its id (`approveShippingOrder(id)`). */
  id: number;
  /** The shop's couriers (inactive ones are not offered). */
  couriers: AdminCourier[] | undefined;
  onClose: () => void;
  /** After the server approved. */
  onApproved: () => Promise<void>;
}

const RULES = [m.trackingRule, m.trackingNeedsCourier];

export function ApproveShippingDialog({ open, label, id, couriers, onClose, onApproved }: ApproveShippingDialogProps) {
  const intl = useIntl();
  const aboutId = useId();
  const [approve] = useMutation(ApproveShippingOrderMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ApproveFormValues, unknown, ApproveValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(approveSchema) as unknown as Resolver<ApproveFormValues, unknown, ApproveValues>,
    defaultValues: { courierId: '', trackingNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const active = (couriers ?? []).filter((c) => c.active);
  const courierId = form.watch('courierId');
  const trackingNumber = form.watch('trackingNumber') ?? '';
  const chosen = active.find((c) => String(c.id) === courierId);

  useEffect(() => {
    if (open) {
      form.reset({ courierId: '', trackingNumber: '' });
      setServerError(null);
    }
  }, [open, form]);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await approve({ variables: { id, ...approveVariables(values) } });
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error, approveFieldOf)) as [keyof ApproveFormValues, string][];
      for (const [field, message] of fields) form.setError(field, { message });
      if (fields.length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    await onApproved();
  });

  const text = (name: keyof ApproveFormValues) => {
    const message = errors[name]?.message;
    const rule = RULES.find((d) => d.id === message);
    return rule ? intl.formatMessage(rule) : message;
  };
  const link = chosen?.trackingUrl && trackingNumber.trim() ? trackingLink(chosen.trackingUrl, trackingNumber.trim()) : null;

  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.approveTitle)} persistent={isSubmitting} describedBy={aboutId}>
      <form className="admin-approve-ship" onSubmit={(e) => void submit(e)} noValidate data-testid="approve-shipping">
        <p id={aboutId} className="admin-muted">
          {intl.formatMessage(m.approveAbout, { id: label })}
        </p>
        {active.length === 0 ? (
          <div className="admin-approve-ship__none" data-testid="no-couriers">
            <p>{intl.formatMessage(m.noCouriers)}</p>
            <Link to="/admin/couriers">{intl.formatMessage(m.addCouriers)}</Link>
          </div>
        ) : (
          <>
            <SelectField
              label={intl.formatMessage(m.courier)}
              error={text('courierId')}
              data-autofocus
              registration={form.register('courierId', {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value === '') form.setValue('trackingNumber', '');
                },
              })}
            >
              <option value="">{intl.formatMessage(m.shopDelivers)}</option>
              {active.map((courier) => (
                <option key={courier.id} value={String(courier.id)}>
                  {courier.name}
                </option>
              ))}
            </SelectField>
            <Field
              label={intl.formatMessage(m.trackingNumber)}
              disabled={!chosen}
              maxLength={TRACKING_MAX + 10}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              hint={chosen ? undefined : intl.formatMessage(m.trackingNeedsCourier)}
              error={text('trackingNumber')}
              registration={form.register('trackingNumber')}
            />
            {link && (
              <p className="admin-approve-ship__link" data-testid="tracking-preview">
                {link}
              </p>
            )}
          </>
        )}
        <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.approveButton)} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
