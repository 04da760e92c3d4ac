/** Spec §9, in ms: show only after `throttle`, animate over `duration`, hide and reset after the delays. */
export const LOADING_BAR = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400 } as const;
