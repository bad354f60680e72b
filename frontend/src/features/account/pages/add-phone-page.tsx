// /add-phone?next=<path> (signed in): an account made with Facebook has no phone number, and
// checkout, the shipping-fee payment and ticket transfers need one (components/auth/phone-required.ts
// sends the shopper here). Saves it with updateProfile({phone}) and goes on to `next` (a path of
// this shop, else /) with the navigation state that page had, e.g. buy now's product. A refusal
// (a taken or malformed number) shows the server's message in an error dialog.
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { useServerErrorDialog } from '@/components/ui/use-server-error-dialog';
import { safeNextPath, type AddPhoneState } from '@/components/auth/phone-required';
import { PageHeader } from '../components/page-header';
import { PhoneField } from '../components/text-field';
import { facebookMessages as m } from '../facebook-messages';
import { addPhoneSchema, type AddPhoneValues } from '../form-rules';
import { useAccountForm } from '../hooks/use-account-form';
import { UpdateProfileMutation } from '../queries';
import '../account.css';

export default function AddPhonePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const nextState = (location.state as AddPhoneState | null)?.nextState;
  const [update] = useMutation(UpdateProfileMutation);
  const { attempt, errorDialog } = useServerErrorDialog();
  const { form, errorOf, canSubmit, submitting } = useAccountForm(addPhoneSchema, { phone: '' });

  const save = attempt(async (values: AddPhoneValues) => {
    const { data } = await update({ variables: { input: { phone: values.phone.trim() } } });
    if (!data) return false;
    navigate(next, { replace: true, state: nextState });
  });
  const submit = form.handleSubmit(async (values) => {
    await save(values);
  });

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(m.addPhoneTitle)} intro={intl.formatMessage(m.addPhoneIntro)} />
      <div className="acc-card">
        <form className="acc-form" onSubmit={submit} noValidate>
          <PhoneField error={errorOf('phone')} registration={form.register('phone')} />
          <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit}>
            {intl.formatMessage(m.addPhoneSubmit)}
          </Button>
        </form>
      </div>
      {errorDialog}
    </Page>
  );
}
