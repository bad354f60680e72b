// A product's photos in order: the first is the main picture (the shop's feature image). Photos
// already saved and new files (with a preview) can be moved earlier or later (new files stay
// after the saved ones until they are saved: canMovePhoto) and removed; "Add photos" appends files
// (pictures only, 10 at most). The parent keeps the list (photoChanges in
// rules.ts turns it into what a save sends).
import { useEffect, useId, useRef } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { catalogMessages as m } from './messages';
import { IMAGE_TYPES, PHOTOS_MAX, canMovePhoto, movePhoto, type Photo } from './rules';

let nextKey = 0;

/** New photos from picked files; the ones that are not pictures are left out (and reported). */
export function newPhotos(files: File[]): { photos: Photo[]; refused: boolean } {
  const pictures = files.filter((file) => IMAGE_TYPES.includes(file.type));
  const photos = pictures.map((file): Photo => ({ kind: 'new', key: `new-${(nextKey += 1)}`, file, url: URL.createObjectURL(file) }));
  return { photos, refused: pictures.length < files.length };
}

export function PhotoManager({
  photos,
  onChange,
  error,
  onError,
}: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  // The previews of new files are freed when the manager goes away.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => () => latest.current.forEach((p) => p.kind === 'new' && URL.revokeObjectURL(p.url)), []);

  function add(files: File[]) {
    const { photos: added, refused } = newPhotos(files);
    const room = PHOTOS_MAX - photos.length;
    added.slice(room).forEach((p) => URL.revokeObjectURL(p.url));
    onError(refused ? intl.formatMessage(m.photoTypeRule) : added.length > room ? intl.formatMessage(m.photosMaxRule) : undefined);
    onChange([...photos, ...added.slice(0, Math.max(0, room))]);
  }

  function remove(index: number) {
    const photo = photos[index];
    if (photo.kind === 'new') URL.revokeObjectURL(photo.url);
    onError(undefined);
    onChange(photos.filter((_, i) => i !== index));
  }

  return (
    <fieldset className="admin-photos" aria-describedby={`${id}-note`}>
      <legend className="admin-field__label">{intl.formatMessage(m.photos)}</legend>
      {photos.length === 0 ? (
        <p className="admin-muted">{intl.formatMessage(m.noPhotos)}</p>
      ) : (
        <ol className="admin-photos__list" data-testid="photo-list">
          {photos.map((photo, i) => {
            const n = i + 1;
            return (
              <li key={photo.kind === 'saved' ? `saved-${photo.id}` : photo.key} className="admin-photos__item">
                <img src={photo.url} alt={intl.formatMessage(m.photoLabel, { n })} width={88} height={88} />
                {i === 0 && <span className="admin-tag admin-photos__main">{intl.formatMessage(m.mainPhoto)}</span>}
                <div className="admin-photos__actions">
                  <Button variant="ghost" size="sm" disabled={!canMovePhoto(photos, i, i - 1)} onClick={() => onChange(movePhoto(photos, i, i - 1))} aria-label={intl.formatMessage(m.movePhotoEarlier, { n })}>
                    <ArrowUp size={16} aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={!canMovePhoto(photos, i, i + 1)}
                    onClick={() => onChange(movePhoto(photos, i, i + 1))}
                    aria-label={intl.formatMessage(m.movePhotoLater, { n })}
                  >
                    <ArrowDown size={16} aria-hidden />
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={intl.formatMessage(m.removePhoto, { n })}>
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <input
        ref={picker}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" onClick={() => picker.current?.click()} disabled={photos.length >= PHOTOS_MAX}>
        <ImagePlus size={16} aria-hidden /> {intl.formatMessage(m.addPhotos)}
      </Button>
      {error ? (
        <p id={`${id}-note`} className="admin-field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="admin-field__hint">
          {intl.formatMessage(m.photosHint)}
        </p>
      )}
    </fieldset>
  );
}
