// The check-in page's camera (its own chunk, with jsQR: only this page loads them). The back camera's
// picture is read a few times a second; each new code is handed on once (the same ticket held in front
// of the lens is not sent again for a few seconds). The page works without it: codes can be typed and
// people found by name.
import { useEffect, useRef, useState } from 'react';
import jsQR from 'jsqr';
import { useCoachAreaI18n, type CoachAreaMessage } from '../messages';

const EVERY_MS = 200;
const SAME_CODE_QUIET_MS = 4000;

export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useCoachAreaI18n();
  const video = useRef<HTMLVideoElement>(null);
  /** What went wrong, as a message id (said in the page's language). */
  const [problem, setProblem] = useState<CoachAreaMessage | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const last = { code: '', at: 0 };

    const read = () => {
      if (stopped) return;
      const v = video.current;
      if (v && context && v.readyState >= 2 && v.videoWidth > 0) {
        // Scaled down: a QR fills much of the frame at the door, and fewer pixels read faster.
        const scale = Math.min(1, 640 / v.videoWidth);
        canvas.width = Math.round(v.videoWidth * scale);
        canvas.height = Math.round(v.videoHeight * scale);
        context.drawImage(v, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        const now = Date.now();
        if (found?.data && (found.data !== last.code || now - last.at > SAME_CODE_QUIET_MS)) {
          last.code = found.data;
          last.at = now;
          latest.current(found.data);
        }
      }
      timer = setTimeout(read, EVERY_MS);
    };

    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('camera.unsupported');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        const v = video.current!;
        v.srcObject = stream;
        await v.play().catch(() => undefined);
        read();
      } catch (err) {
        const denied = (err as { name?: string })?.name === 'NotAllowedError';
        setProblem(
          denied ? 'camera.denied' : 'camera.none',
        );
      }
    })();

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="ci-camera">
      {problem ? (
        <p className="cw-alert" role="alert" style={{ margin: 0 }}>
          {t(problem)}
        </p>
      ) : (
        <video ref={video} className="ci-video" muted playsInline aria-label={t('camera.label')} />
      )}
    </div>
  );
}
