// Spec §9: while a row is dragged, the rows under the pointer do not light up on hover, and the hover
// highlight comes back 6000 ms after the drag ends (the pointer usually rests on a row just dropped).
// An entry of its own ('@coachwork/web-kit/drag-hover') for the sortable lists (social accounts, interview
// questions, workshop resources), with what a screen reader hears while a row moves.
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

type RowId = string | number;
type DragEventRows = { active: { id: RowId }; over: { id: RowId } | null };
export type DragWord = 'dragStart' | 'dragOver' | 'dragOutside' | 'dragEnd' | 'dragCancel';
/** What a spoken drag message may name: positions from 1 (0: over no row) and the row's name. */
export type DragSpoken = { from: number; to: number; item: string };

/**
 * What dnd-kit's live region says while a row of a sortable list moves (its
 * `accessibility.announcements`): positions from 1, as the rows' grips are labelled, and the row's
 * name when `nameOf` gives one. dnd-kit's own default speaks the rows' ids ("Picked up draggable item
 * 9f3c…"). `order` is the rows' ids as shown; `say` holds the list's own message for each word
 * (each a literal message id, so the catalogues' checks see them used). dnd-kit
 * reports the row over its own place right after it is picked up, which would replace "picked up" in
 * the live region at once: until the row has left its place, that report says "picked up" again.
 */
export function usePositionAnnouncements(
  order: readonly RowId[],
  say: Record<DragWord, (spoken: DragSpoken) => string>,
  nameOf: (id: RowId) => string = () => '',
) {
  const moved = useRef(false);
  const spoken = (active: { id: RowId }, over?: { id: RowId } | null): DragSpoken => ({
    from: order.indexOf(active.id) + 1,
    to: over ? order.indexOf(over.id) + 1 : 0,
    item: nameOf(active.id),
  });
  return {
    onDragStart: ({ active }: Pick<DragEventRows, 'active'>) => {
      moved.current = false;
      return say.dragStart(spoken(active));
    },
    onDragOver: ({ active, over }: DragEventRows) => {
      if (over?.id === active.id && !moved.current) return say.dragStart(spoken(active));
      moved.current = true;
      return (over ? say.dragOver : say.dragOutside)(spoken(active, over));
    },
    onDragEnd: ({ active, over }: DragEventRows) =>
      (over ? say.dragEnd : say.dragCancel)(spoken(active, over)),
    onDragCancel: ({ active }: Pick<DragEventRows, 'active'>) => say.dragCancel(spoken(active)),
  };
}
