/** The element carrying the server's Redux state as JSON (not a script that runs: the CSP stays strict). */
export const STATE_SCRIPT_ID = 'cw-state';

/**
 * The state as JSON safe inside <script type="application/json"> ('<' cannot close the element). The
 * `ui` slice stays out: the browser's remembered sidebar and dialog states win over the server's defaults.
 */
export function serializeState(state: Record<string, unknown>): string {
  const { ui: _ui, ...rest } = state;
  return JSON.stringify(rest).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
