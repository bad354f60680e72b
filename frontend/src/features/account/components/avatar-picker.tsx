// Avatar choice with crop-and-save (create profile, account detail). Choosing a photo enters the
// cropping state (spec section 4); Save turns the chosen circle into profile_image.png and hands it
// to `onSaved`, Cancel drops the photo. The parent learns about the cropping state so it can keep
// its submit button disabled until Save.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Camera, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isImageFile } from '@/lib/image-file';
import { avatarMessages } from '../messages';
import { AVATAR, cropToPngFile } from './crop-image';

export interface AvatarPickerProps {
  /** The stored avatar's URL, if any. */
  imageUrl?: string | null;
  /** Called with the cropped PNG after Save. May return a promise (e.g. an upload); if it rejects
   * the photo is dropped again. */
  onSaved: (file: File) => void | Promise<unknown>;
  /** Told when cropping starts (true) and ends (false). */
  onCroppingChange?: (cropping: boolean) => void;
  /** Shows a spinner over the avatar (e.g. while it uploads). */
  busy?: boolean;
}

const CROP_AREA = AVATAR.displaySize + 2 * AVATAR.border;

export function AvatarPicker({ imageUrl, onSaved, onCroppingChange, busy = false }: AvatarPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR.scale);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const croppingChange = useRef(onCroppingChange);
  croppingChange.current = onCroppingChange;

  // Object URLs hold the photo in memory until revoked.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => croppingChange.current?.(source !== null), [source]);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after Cancel
    if (!file || !isImageFile(file)) return;
    setCrop({ x: 0, y: 0 });
    setZoom(AVATAR.scale);
    setArea(null);
    setSource(URL.createObjectURL(file));
  }

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function save() {
    if (!source || !area) return;
    setSaving(true);
    let file: File;
    try {
      file = await cropToPngFile(source, area);
    } catch {
      return; // the browser could not read the photo: stay in the cropper, Cancel still works
    } finally {
      setSaving(false);
    }
    setPreview(URL.createObjectURL(file));
    setSource(null);
    try {
      await onSaved(file);
    } catch {
      setPreview(null); // not kept (e.g. the upload failed): show the stored avatar again
    }
  }

  if (source) {
    return (
      <div className="acc-avatar acc-avatar--cropping">
        <p className="acc-avatar__hint">{intl.formatMessage(avatarMessages.cropHint)}</p>
        <div
          className="acc-cropper"
          style={{ width: CROP_AREA, height: CROP_AREA }}
          role="group"
          aria-label={intl.formatMessage(avatarMessages.cropArea)}
        >
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            minZoom={1}
            maxZoom={3}
            aspect={1}
            cropShape="round"
            cropSize={{ width: AVATAR.displaySize, height: AVATAR.displaySize }}
            objectFit="cover"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={onCropComplete}
            disableAutomaticStylesInjection
          />
        </div>
        <label className="acc-avatar__zoom">
          <span>{intl.formatMessage(avatarMessages.zoom)}</span>
          <input
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
          />
        </label>
        <div className="acc-avatar__actions">
          <Button variant="outline" onClick={() => setSource(null)} disabled={saving}>
            {intl.formatMessage(avatarMessages.cancel)}
          </Button>
          <Button onClick={save} loading={saving} disabled={!area}>
            {intl.formatMessage(avatarMessages.save)}
          </Button>
        </div>
      </div>
    );
  }

  const shown = preview ?? imageUrl ?? null;
  return (
    <div className="acc-avatar">
      <div className="acc-avatar__image" aria-busy={busy || undefined}>
        {shown ? (
          <img
            src={shown}
            alt={intl.formatMessage(avatarMessages.photo)}
            width={AVATAR.displaySize}
            height={AVATAR.displaySize}
          />
        ) : (
          <UserRound size={64} aria-hidden />
        )}
        {busy && (
          <span className="acc-avatar__busy">
            <Spinner size={28} label={intl.formatMessage(avatarMessages.uploading)} />
          </span>
        )}
      </div>
      {/* Visually hidden but focusable; the label after it is the visible button (and shows its focus). */}
      <input
        id={inputId}
        className="acc-visually-hidden acc-avatar__file"
        type="file"
        accept="image/*"
        disabled={busy}
        onChange={onFile}
      />
      <label className="acc-avatar__choose" htmlFor={inputId}>
        <Camera size={18} aria-hidden />
        <span>{intl.formatMessage(shown ? avatarMessages.change : avatarMessages.choose)}</span>
      </label>
    </div>
  );
}
