/**
 * Reads QR codes from camera frames for the verification page (docs/product/certificates.md): the
 * browser's BarcodeDetector where it knows QR codes, else the small jsQR decoder, loaded only when
 * a scan starts so the page itself stays light.
 */

/** What the page needs of a reader: the text of a QR code in the current frame, or null. */
export interface QrReader {
  read(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** True when the browser may give the page a camera (it still asks the person). */
export function canUseCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

async function nativeReader(): Promise<QrReader | null> {
  if (!('BarcodeDetector' in window)) return null;
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      async read(video) {
        const [code] = await detector.detect(video);
        return code?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

/** Frames are scaled down to this width at most before decoding: enough for a QR code, fast on phones. */
const MAX_FRAME_WIDTH = 800;

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return {
    read(video) {
      if (!video.videoWidth || !video.videoHeight) return Promise.resolve(null);
      const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
      return Promise.resolve(code?.data || null);
    },
  };
}

export async function makeQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? jsQrReader();
}

export type CameraProblem = 'denied' | 'no-camera' | 'failed';

/** Why getUserMedia (or the decoder) failed, in the three cases the page explains. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}
