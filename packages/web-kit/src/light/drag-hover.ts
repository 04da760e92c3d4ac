// Spec §9: while a row is dragged, the rows under the pointer do not light up on hover, and the hover
// highlight comes back 6000 ms after the drag ends (the pointer usually rests on a row just dropped).
// An entry of its own ('@coachwork/web-kit/drag-hover'), bundled by the settings' social accounts editor.
import { useCallback, useEffect, useRef, useState } from 'react';

export const HOVER_RESTORE_DELAY_MS = 6000;

export function useDragHoverPause(delay = HOVER_RESTORE_DELAY_MS) {
  const [hoverPaused, setHoverPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onDragStart = useCallback(() => {
    clearTimeout(timer.current);
    setHoverPaused(true);
  }, []);
  const onDragEnd = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHoverPaused(false), delay);
  }, [delay]);
  return {
    hoverPaused,
    onDragStart,
    /** Also for a cancelled drag. */
    onDragEnd,
    /** For the list's element: styles highlight hover only without it. */
    hoverProps: hoverPaused ? { 'data-hover-paused': '' } : {},
  };
}
