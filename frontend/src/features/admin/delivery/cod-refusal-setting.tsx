// On /admin/settings (issue 38): whether a shopper with a cash on delivery parcel refused at the
// door, and not settled, may order cash on delivery again. One switch, saved when changed.
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { adminErrorText } from '../server-error';
import { deliveryMessages as m } from './messages';
import { AdminCodRefusalSettingQuery, UpdateCodRefusalSettingMutation } from './queries';

export function CodRefusalSetting({ onSaved }: { onSaved: (text: string) => void }) {
  const intl = useIntl();
  const { data } = useQuery(AdminCodRefusalSettingQuery, { fetchPolicy: 'cache-and-network' });
  const [save, { loading, error }] = useMutation(UpdateCodRefusalSettingMutation);
  const on = data?.settings.refuseCodAfterUnpaidRefusal;
  return (
    <section className="admin-card" aria-labelledby="cod-refusal-title">
      <h2 id="cod-refusal-title" className="admin-card__title">
        {intl.formatMessage(m.codRefusalTitle)}
      </h2>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={on ?? true}
          disabled={on === undefined || loading}
          onChange={async (e) => {
            try {
              await save({ variables: { on: e.target.checked } });
              onSaved(intl.formatMessage(m.codRefusalSaved));
            } catch {
              /* shown below */
            }
          }}
        />
        {intl.formatMessage(m.codRefusalLabel)}
      </label>
      {error && (
        <p className="admin-field__error" role="alert">
          {adminErrorText(error, intl)}
        </p>
      )}
    </section>
  );
}
