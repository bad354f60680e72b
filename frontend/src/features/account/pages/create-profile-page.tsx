// /create-profile (spec section 2): avatar with crop-and-save, region (Yangon by default),
// township (the first of the region), street address and postal code. Success goes to
// /onboarding. The spec does not surface a failure here (section 8); the form keeps its values and
// the button stays usable so the shopper can simply try again.
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { CreateProfileForm } from '../components/address-form';
import { PageHeader } from '../components/page-header';
import { toAddressInput, type AddressValues } from '../form-rules';
import { createProfileMessages } from '../messages';
import { usePlacePolicy } from '../place-policy';
import { CreateProfileMutation } from '../queries';
import '../account.css';

export default function CreateProfilePage() {
  usePlacePolicy();
  const intl = useIntl();
  const navigate = useNavigate();
  const [createProfile] = useMutation(CreateProfileMutation);

  async function submit(values: AddressValues, profileImage: File | null) {
    try {
      await createProfile({ variables: { input: toAddressInput(values), profileImage } });
      navigate('/onboarding', { replace: true });
      return true;
    } catch {
      return false;
    }
  }

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(createProfileMessages.title)} intro={intl.formatMessage(createProfileMessages.intro)} />
      <div className="acc-card">
        <CreateProfileForm onSubmit={submit} />
      </div>
    </Page>
  );
}
