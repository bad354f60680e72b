// The shopper asks to return received items (issue 39): which items of the parcel (those of one
// order at a time: the server refuses a mix with its reason), why (a reason from the list), a
// comment and up to three photos (images only). The server checks the return window and answers
// in the shopper's language; its refusal is shown in the dialog, nothing is kept.
import { useEffect, useId, useState } from 'react';
import { useMutation } from '@apollo/client';
import { ImagePlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ReturnReason } from '@/gql/graphql';
import { isImageFile } from '@/lib/image-file';
import { serverErrorText } from '@/lib/server-error';
import { commerceMessages as m, returnReasonMessages } from '../messages';
import { RequestReturnMutation } from '../queries';

const REASONS: ReturnReason[] = ['DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'DOES_NOT_FIT', 'CHANGED_MIND', 'OTHER'];
/** Photos a return may carry (the server's limit too). */
export const MAX_RETURN_PHOTOS = 3;

export interface ReturnableItem {
  id: number;
  name: string;
}

export function ReturnDialog({ items, onClose, onAsked }: { items: ReturnableItem[]; onClose: () => void; onAsked: (id: number) => void }) {
  const intl = useIntl();
  const name = useId();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(items.map((item) => item.id)));
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [ask, { loading }] = useMutation(RequestReturnMutation, { refetchQueries: ['CommerceMyOrders'] });

  useEffect(() => {
    const urls = photos.map((photo) => URL.createObjectURL(photo));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);

  function addPhotos(files: FileList | null) {
    const picked = Array.from(files ?? []);
    if (picked.some((file) => !isImageFile(file))) return setProblem(intl.formatMessage(m.imagesOnly));
    if (photos.length + picked.length > MAX_RETURN_PHOTOS) return setProblem(intl.formatMessage(m.returnPhotosMax, { max: MAX_RETURN_PHOTOS }));
    setProblem(null);
    setPhotos([...photos, ...picked]);
  }

  async function submit() {
    if (chosen.size === 0) return setProblem(intl.formatMessage(m.returnChooseItems));
    if (!reason) return setProblem(intl.formatMessage(m.cancelChooseReason));
    setProblem(null);
    try {
      const answer = await ask({ variables: { input: { orderItemIds: [...chosen], reason, comment }, photos } });
      const id = answer.data?.requestReturn;
      if (id != null) onAsked(id);
    } catch (error) {
      setProblem(serverErrorText(error, intl));
    }
  }

  return (
    <Dialog open onClose={onClose} title={intl.formatMessage(m.returnTitle)} className="cm-cancel-dialog" persistent>
      <fieldset className="cm-cancel-dialog__reasons">
        <legend>{intl.formatMessage(m.returnWhich)}</legend>
        {items.map((item) => (
          <label key={item.id} className="cm-cancel-dialog__reason" data-checked={chosen.has(item.id) || undefined}>
            <input
              type="checkbox"
              checked={chosen.has(item.id)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(item.id);
                else next.delete(item.id);
                setChosen(next);
              }}
            />
            <span>{item.name}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="cm-cancel-dialog__reasons">
        <legend>{intl.formatMessage(m.returnWhy)}</legend>
        {REASONS.map((value) => (
          <label key={value} className="cm-cancel-dialog__reason" data-checked={reason === value || undefined}>
            <input type="radio" name={name} value={value} checked={reason === value} onChange={() => setReason(value)} />
            <span>{intl.formatMessage(returnReasonMessages[value])}</span>
          </label>
        ))}
      </fieldset>
      <label className="cm-return__comment">
        <span>{intl.formatMessage(m.returnComment)}</span>
        <textarea rows={3} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      <div className="cm-return__photos">
        {previews.map((url, i) => (
          <img key={url} src={url} alt={intl.formatMessage(m.returnPhotoAlt, { n: i + 1 })} width={64} height={64} />
        ))}
        {photos.length < MAX_RETURN_PHOTOS && (
          <label className="cm-return__add">
            <ImagePlus size={20} aria-hidden />
            {intl.formatMessage(m.returnAddPhoto)}
            <input type="file" accept="image/*" multiple className="visually-hidden" data-testid="return-photo-input" onChange={(e) => { addPhotos(e.target.files); e.target.value = ''; }} />
          </label>
        )}
      </div>
      {problem && (
        <p className="cm-error" role="alert">
          {problem}
        </p>
      )}
      <div className="cm-cancel-dialog__actions">
        <Button variant="outline" onClick={onClose} disabled={loading}>
          {intl.formatMessage(m.back)}
        </Button>
        <Button loading={loading} onClick={() => void submit()}>
          {intl.formatMessage(m.returnSubmit)}
        </Button>
      </div>
    </Dialog>
  );
}
