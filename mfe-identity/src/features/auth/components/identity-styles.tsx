// The few styles the identity pages add to web-kit's base classes (cw-*), shipped with this remote.
export const IDENTITY_CSS = `
.id-otp{display:flex;gap:8px;justify-content:space-between}
.id-otp-box{width:48px;min-width:0;flex:1 1 0;height:56px;text-align:center;font-size:1.5rem;font-variant-numeric:tabular-nums;padding:0}
.id-methods{display:flex;border:1px solid var(--cw-border);border-radius:var(--cw-radius);padding:3px;gap:3px}
.id-method{flex:1;border:0;background:none;font:inherit;font-weight:500;color:var(--cw-text-2);padding:6px 8px;border-radius:var(--cw-radius-sm);cursor:pointer}
.id-method[aria-selected=true]{background:var(--cw-primary);color:var(--cw-on-primary)}
.id-note{border-radius:var(--cw-radius);padding:10px 14px;border:1px solid var(--cw-divider);background:var(--cw-subtle)}
.id-progress{display:flex;gap:6px;list-style:none;margin:0;padding:0}
.id-progress li{flex:1;height:6px;border-radius:3px;background:var(--cw-divider)}
.id-progress li[data-done=true]{background:var(--cw-primary)}
.id-choices{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:12px;border:0;padding:0;margin:0}
.id-choice{position:relative;display:block;border:2px solid var(--cw-divider);border-radius:var(--cw-radius);padding:16px;cursor:pointer}
.id-choice:has(input:checked){border-color:var(--cw-primary)}
.id-choice:has(input:focus-visible){outline:2px solid var(--cw-link);outline-offset:2px}
.id-choice input{position:absolute;opacity:0}
.id-choice strong{display:block;margin-bottom:4px}
.id-two{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:16px}
`;

export function IdentityStyles() {
  return <style dangerouslySetInnerHTML={{ __html: IDENTITY_CSS }} />;
}
