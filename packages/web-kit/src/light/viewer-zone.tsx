// The page says once in which zone its unmarked times are read (issue 31 item 8). Read after
// hydration: the server cannot know the viewer's zone, and the first client render matches its HTML.
import { useEffect, useState, type CSSProperties } from 'react';
import { viewerTimeZone, viewerZoneNote } from '../dates';
import { useMessages } from '../i18n';
import { WEB_KIT_MESSAGES } from '../messages';

/** The viewer's IANA zone once mounted; null on the server and in the first render. */
export function useViewerTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(viewerTimeZone()), []);
  return zone;
}

/** 'Times are in your time zone, Europe/Berlin.' in the page's language (nothing before hydration). */
export function ViewerZoneNote({ className = 'cw-muted', style }: { className?: string; style?: CSSProperties }) {
  const { lang } = useMessages(WEB_KIT_MESSAGES);
  const zone = useViewerTimeZone();
  if (!zone) return null;
  return (
    <span className={className} style={style} data-testid="viewer-zone-note">
      {viewerZoneNote(zone, lang)}
    </span>
  );
}
