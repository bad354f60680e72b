// The review dialog (doc 001 §2 "Review dialog: product rating or general review", §5, §8): a 1-5
// star choice, a comment (required, at least 3 characters) and, for a general review, up to five
// images. The picker holds at most 6 files; more are refused, and holding more than five shows the
// max-five-images warning for about 3 s (and a review with six is not sent). A pick of nothing or
// of no image says 'Please select Image'. A failure shows the server's message, or 'Unexpected
// error occured'. Its own chunk: pages load it lazily when the shopper opens it.
//
//   const ReviewDialog = lazy(() => import('@/components/review/review-dialog'));
//   <ReviewDialog open kind="review" onClose={...} onSubmit={({ rating, comment, files }) => post(...)} />
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ImageUp, Star, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { uiMessages } from '@/components/ui/messages';
import { reviewDialogMessages as m } from './messages';
import {
  MAX_COMMENT,
  MAX_REVIEW_IMAGES,
  MIN_COMMENT,
  TOO_MANY_WARNING_MS,
  addPicked,
  commentProblem,
  serverMessage,
  type PickProblem,
} from './review-rules';
import './review-dialog.css';

export interface ReviewValues {
  rating: number;
  /** Trimmed. */
  comment: string;
  /** Empty for a product rating. */
  files: File[];
}

export interface ReviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'review': a general review with images; 'rating': a product rating (stars and comment). */
  kind: 'review' | 'rating';
  /** Sends it; a rejected promise (the server's error) keeps the dialog open and shows why. */
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  /** What is rated (the product's name), shown under the title. */
  subject?: string;
}

export default function ReviewDialog({ open, onClose, kind, onSubmit, subject }: ReviewDialogProps) {
  const intl = useIntl();
  const id = useId();
  const withImages = kind === 'review';
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<{ problem: Exclude<PickProblem, null>; at: number } | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const warn = useCallback((problem: Exclude<PickProblem, null>) => setNotice({ problem, at: Date.now() }), []);

  // The max-five-images warning goes after about 3 s; 'Please select Image' stays until the next pick.
  useEffect(() => {
    if (notice?.problem !== 'tooMany') return;
    const timer = setTimeout(() => setNotice((current) => (current === notice ? null : current)), TOO_MANY_WARNING_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // A picker closed without a choice fires 'cancel' on the input (no change event).
  const fileInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (!node) return;
      const cancelled = () => warn('noImage');
      node.addEventListener('cancel', cancelled);
      return () => node.removeEventListener('cancel', cancelled);
    },
    [warn],
  );

  function pick(list: FileList | null) {
    const result = addPicked(files, list ? Array.from(list) : []);
    setFiles(result.files);
    if (result.problem) warn(result.problem);
    else setNotice(null);
  }

  function remove(index: number) {
    setFiles((held) => held.filter((_, i) => i !== index));
    setNotice(null);
  }

  function close() {
    if (submitting) return;
    setRating(0);
    setComment('');
    setFiles([]);
    setNotice(null);
    setChecked(false);
    setServerError(null);
    onClose();
  }

  const ratingError = rating < 1 ? intl.formatMessage(m.ratingRequired) : null;
  const problem = commentProblem(comment);
  const commentError =
    problem === 'required' ? intl.formatMessage(m.commentRequired) : problem === 'tooShort' ? intl.formatMessage(m.commentTooShort, { min: MIN_COMMENT }) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (ratingError || commentError) return;
    if (files.length > MAX_REVIEW_IMAGES) {
      warn('tooMany');
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit({ rating, comment: comment.trim(), files: withImages ? files : [] });
      setSubmitting(false);
      setRating(0);
      setComment('');
      setFiles([]);
      setNotice(null);
      setChecked(false);
      onClose();
    } catch (error) {
      setSubmitting(false);
      setServerError(serverMessage(error) ?? intl.formatMessage(m.unexpectedError));
    }
  }

  const ratingNote = checked && ratingError ? ratingError : null;
  const commentNote = checked && commentError ? commentError : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      persistent={submitting}
      title={intl.formatMessage(kind === 'review' ? m.titleReview : m.titleRating)}
      className="rd-dialog"
    >
      <form className="rd-form" onSubmit={(e) => void submit(e)} noValidate>
        {subject && <p className="rd-subject">{subject}</p>}
        <fieldset className="rd-stars" aria-describedby={ratingNote ? `${id}-rating-error` : undefined}>
          <legend className="rd-label">{intl.formatMessage(m.rating)}</legend>
          <div className="rd-stars__row" data-testid="star-choice">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="rd-star" data-on={n <= rating || undefined}>
                <input
                  type="radio"
                  className="rd-star__input"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  data-autofocus={n === 1 || undefined}
                />
                <Star size={32} aria-hidden />
                <span className="visually-hidden">{intl.formatMessage(m.stars, { count: n })}</span>
              </label>
            ))}
          </div>
          {ratingNote && (
            <p id={`${id}-rating-error`} className="rd-error" role="alert">
              {ratingNote}
            </p>
          )}
        </fieldset>

        <div className="rd-field">
          <label className="rd-label" htmlFor={`${id}-comment`}>
            {intl.formatMessage(m.comment)}
          </label>
          <textarea
            id={`${id}-comment`}
            className="rd-comment"
            rows={4}
            maxLength={MAX_COMMENT}
            value={comment}
            placeholder={intl.formatMessage(m.commentPlaceholder)}
            aria-invalid={commentNote ? true : undefined}
            aria-describedby={commentNote ? `${id}-comment-error` : undefined}
            onChange={(e) => setComment(e.target.value)}
          />
          {commentNote && (
            <p id={`${id}-comment-error`} className="rd-error" role="alert">
              {commentNote}
            </p>
          )}
        </div>

        {withImages && (
          <div className="rd-field">
            <span className="rd-label" id={`${id}-images`}>
              {intl.formatMessage(m.images)}
            </span>
            {files.length > 0 && (
              <ul className="rd-thumbs" aria-labelledby={`${id}-images`} data-testid="review-chosen-images">
                {files.map((file, index) => (
                  <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="rd-thumb">
                    <Preview file={file} alt={intl.formatMessage(m.imageAlt, { number: index + 1 })} />
                    <button
                      type="button"
                      className="rd-thumb__remove"
                      onClick={() => remove(index)}
                      aria-label={intl.formatMessage(m.removeImage, { number: index + 1 })}
                    >
                      <X size={16} aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              tabIndex={-1}
              className="visually-hidden"
              data-testid="review-images-input"
              aria-label={intl.formatMessage(m.addImages)}
              onChange={(e) => {
                pick(e.target.files);
                e.target.value = '';
              }}
            />
            <button type="button" className="rd-pick" onClick={() => input.current?.click()}>
              <ImageUp size={20} aria-hidden />
              {intl.formatMessage(m.addImages)}
            </button>
            <p className="rd-hint">{intl.formatMessage(m.imagesHint, { count: files.length, max: MAX_REVIEW_IMAGES })}</p>
            {notice && (
              <p className="rd-notice" role="alert" data-testid="review-image-notice">
                {intl.formatMessage(notice.problem === 'tooMany' ? m.tooManyImages : m.selectImage)}
              </p>
            )}
          </div>
        )}

        {serverError && (
          <p className="rd-error rd-error--server" role="alert" data-testid="review-server-error">
            {serverError}
          </p>
        )}

        <div className="rd-actions">
          <Button variant="outline" onClick={close} disabled={submitting}>
            {intl.formatMessage(uiMessages.cancel)}
          </Button>
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A chosen image, shown from an object URL that lives as long as the preview. */
function Preview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? <img src={url} alt={alt} width={72} height={72} /> : <span className="rd-thumb__blank" role="img" aria-label={alt} />;
}
