// /admin/scan (issue 38): scan to dispatch. The camera (the back one on a phone) shows in a
// <video>; every ~200 ms its frame is read for a QR (scan.ts: BarcodeDetector when the browser
// reads QR codes, else jsQR). Each code read is sent once to handOverParcel (the same code again
// within 4 s is dropped: the camera sees a label many times); the answer shows in a polite live
// region with a beep (high: handed to the courier; low: refused, with the server's reason in the
// admin's language), and this visit's parcels are listed. "Type the code" does the same by hand
// (a damaged label; the keyboard path). Without a camera, or when it is not allowed, a message
// says so and typing still works. Leaving the page stops the camera.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client';
import { CameraOff, CheckCircle2, XCircle } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { adminErrorText } from '../server-error';
import { deliveryMessages as m } from './messages';
import { HandOverParcelMutation } from './queries';
import { beep, codeKey, makeFrameReader, repeatFilter } from './scan';
import './delivery.css';

type Camera = 'starting' | 'on' | 'denied' | 'none';
interface Result {
  ok: boolean;
  text: string;
}
interface Handed {
  code: string;
  name: string;
  at: Date;
}

const FRAME_MS = 200;

export default function ScanPage() {
  const intl = useIntl();
  const [handOver] = useMutation(HandOverParcelMutation);
  const [camera, setCamera] = useState<Camera>('starting');
  const [result, setResult] = useState<Result | null>(null);
  const [handed, setHanded] = useState<Handed[]>([]);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fresh = useRef(repeatFilter());
  const inFlight = useRef(new Set<string>());

  const send = useCallback(
    async (text: string) => {
      const key = codeKey(text);
      if (key === '' || inFlight.current.has(key)) return;
      inFlight.current.add(key);
      try {
        const answer = await handOver({ variables: { code: text.trim() } });
        const waybill = answer.data?.handOverParcel;
        if (!waybill) return;
        setResult({ ok: true, text: intl.formatMessage(m.handed, { code: waybill.code, name: waybill.recipientName }) });
        setHanded((list) => [{ code: waybill.code, name: waybill.recipientName, at: new Date() }, ...list]);
        beep(true);
      } catch (error) {
        setResult({ ok: false, text: intl.formatMessage(m.refused, { code: key, reason: adminErrorText(error, intl) }) });
        beep(false);
      } finally {
        inFlight.current.delete(key);
      }
    },
    [handOver, intl],
  );

  // The camera: on while the page is open, stopped when it closes.
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let live = true;
    let reading = false;
    const video = videoRef.current;
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('none');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!live) return;
        const name = error instanceof Error ? error.name : '';
        setCamera(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none');
        return;
      }
      if (!live) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      if (!video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setCamera('on');
      const read = await makeFrameReader();
      if (!live) return;
      timer = window.setInterval(() => {
        if (reading || video.readyState < 2) return;
        reading = true;
        read(video)
          .then((text) => {
            if (text && live && fresh.current(text)) void send(text);
          })
          .catch(() => undefined)
          .finally(() => {
            reading = false;
          });
      }, FRAME_MS);
    }
    void start();
    return () => {
      live = false;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };
  }, [send]);

  async function submitTyped(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() === '') {
      setTypedError(intl.formatMessage(m.codeRule));
      return;
    }
    setTypedError(null);
    setSending(true);
    await send(typed);
    setSending(false);
    setTyped('');
  }

  const cameraNote = camera === 'denied' ? m.cameraDenied : camera === 'none' ? m.noCamera : camera === 'starting' ? m.cameraStarting : null;

  return (
    <main className="admin-main scan-page">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.scanTitle)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(m.scanIntro)}</p>
      <div className="scan__camera">
        <video ref={videoRef} className="scan__video" muted playsInline aria-label={intl.formatMessage(m.camera)} hidden={camera === 'denied' || camera === 'none'} />
        {cameraNote && (
          <p className={camera === 'starting' ? 'admin-muted' : 'scan__note'} role={camera === 'starting' ? undefined : 'alert'}>
            {camera !== 'starting' && <CameraOff size={20} aria-hidden />} {intl.formatMessage(cameraNote)}
          </p>
        )}
      </div>

      <div className="scan__result" aria-live="polite" role="status" data-testid="scan-result">
        {result && (
          <p className={result.ok ? 'scan__ok' : 'scan__refused'}>
            {result.ok ? <CheckCircle2 size={22} aria-hidden /> : <XCircle size={22} aria-hidden />} <span>{result.text}</span>
          </p>
        )}
      </div>

      <form className="admin-card scan__manual" onSubmit={(e) => void submitTyped(e)} noValidate>
        <div className="admin-field">
          <label htmlFor="scan-manual-code" className="admin-field__label">
            {intl.formatMessage(m.manualCode)}
          </label>
          <input
            id="scan-manual-code"
            className="admin-field__input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="SH000012"
            aria-invalid={typedError ? true : undefined}
            aria-describedby="scan-manual-note"
          />
          {typedError ? (
            <p id="scan-manual-note" className="admin-field__error" role="alert">
              {typedError}
            </p>
          ) : (
            <p id="scan-manual-note" className="admin-field__hint">
              {intl.formatMessage(m.manualHint)}
            </p>
          )}
        </div>
        <Button type="submit" loading={sending}>
          {intl.formatMessage(m.handOver)}
        </Button>
      </form>

      <section className="admin-card scan__session" aria-labelledby="scan-session-title">
        <h2 id="scan-session-title" className="admin-card__title">
          {intl.formatMessage(m.sessionList)}
        </h2>
        {handed.length === 0 ? (
          <p className="admin-muted">{intl.formatMessage(m.sessionEmpty)}</p>
        ) : (
          <ul className="scan__list" data-testid="scan-session">
            {handed.map((parcel) => (
              <li key={`${parcel.code}-${parcel.at.getTime()}`}>
                <strong>{parcel.code}</strong> — {parcel.name} <span className="admin-muted">{intl.formatTime(parcel.at, { timeStyle: 'short' })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
