// Scan to dispatch's browser pieces (issue 38), apart from the page so they can be tested and
// replaced: reading a QR from the camera's frames (the browser's BarcodeDetector when it reads
// QR codes, else jsQR on a canvas), the beep, and the debounce of repeated frames.

/** Reads the text of a QR code in the video's current frame (null when there is none). */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own QR reader when it has one that reads QR codes, otherwise jsQR on a canvas. */
export async function makeFrameReader(): Promise<FrameReader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      const formats = await Detector.getSupportedFormats();
      if (formats.includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return async (video) => {
          const found = await detector.detect(video);
          return found[0]?.rawValue ?? null;
        };
      }
    } catch {
      // Fall through to jsQR.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || width === 0 || height === 0) return null;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

let audio: AudioContext | null = null;

/** A short beep: high for a parcel handed over, low for a refusal. Silent where there is no audio. */
export function beep(ok: boolean) {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = ok ? 'sine' : 'square';
    oscillator.frequency.value = ok ? 880 : 220;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    const now = audio.currentTime;
    oscillator.start(now);
    oscillator.stop(now + (ok ? 0.15 : 0.3));
  } catch {
    // No sound is no harm.
  }
}

/** The key of a scanned code: what the server reads (`SH` and digits, any case, spaces around). */
export function codeKey(text: string) {
  return text.trim().toUpperCase();
}

/**
 * Remembers the codes let through in the last `windowMs`: true the first time, false for the
 * same code again within the window (the camera reads a label several times a second); a label
 * still in view after the window is sent again (and the server says it was already handed over).
 */
export function repeatFilter(windowMs = 4000, now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return (text: string) => {
    const key = codeKey(text);
    const time = now();
    const last = seen.get(key);
    if (last !== undefined && time - last <= windowMs) return false;
    seen.set(key, time);
    return true;
  };
}
