// DESIGN.md's tokens as CSS variables, and the few base classes the light pages (the storefront, the
// sign-in pages) are built from without antd. Rendered into <head> by the server as well as the client.
import { themeTokens, type ResolvedColorMode, type ThemeTokens } from '../theme';

function variables(t: ThemeTokens): string {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9] = t.stone;
  return [
    `--cw-primary:${t.primary}`,
    `--cw-on-primary:${t.textOnPrimary}`,
    `--cw-link:${t.link}`,
    `--cw-success:${t.success}`,
    `--cw-warning:${t.warning}`,
    `--cw-error:${t.error}`,
    `--cw-info:${t.info}`,
    // Background end to ink end, in the order this mode shows them.
    `--cw-bg:${s0}`,
    `--cw-surface:${t === themeTokens.light ? '#ffffff' : s1}`,
    `--cw-subtle:${s1}`,
    `--cw-divider:${s2}`,
    `--cw-border:${s3}`,
    `--cw-muted-2:${s4}`,
    `--cw-muted:${t === themeTokens.light ? s6 : s5}`,
    `--cw-text-2:${s7}`,
    `--cw-text-3:${s8}`,
    `--cw-text:${s9}`,
    `--cw-radius:${t.borderRadius}px`,
    `--cw-radius-sm:${t.borderRadiusSmall}px`,
    `--cw-font:${t.fontFamily}`,
    `--cw-font-size:${t.fontSize}px`,
    `--cw-line-height:${t.lineHeight}`,
  ].join(';');
}

const themeBlock = (mode: ResolvedColorMode) => variables(themeTokens[mode]);

/**
 * The stylesheet text: variables for both modes (auto follows the system until a choice is stored).
 * Links inside the console's text (a table cell, a description, an alert) are underlined: their colour
 * alone is too close to the text around them to tell them apart (WCAG 1.4.1, axe's link-in-text-block).
 */
export const BASE_CSS = `
:root{${themeBlock('light')};color-scheme:light}
@media (prefers-color-scheme: dark){:root:not([data-theme=light]){${themeBlock('dark')};color-scheme:dark}}
:root[data-theme=dark]{${themeBlock('dark')};color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0}
body{background:var(--cw-bg);color:var(--cw-text);font-family:var(--cw-font);font-size:var(--cw-font-size);line-height:var(--cw-line-height);-webkit-font-smoothing:antialiased}
a{color:var(--cw-link)}
.ant-table-cell a:not(.ant-btn),.ant-descriptions-item-content a,.ant-list-item a,.ant-alert a,.ant-typography a:not(.ant-btn),.ant-card-body p a{text-decoration:underline;text-underline-offset:2px}
:focus-visible{outline:2px solid var(--cw-link);outline-offset:2px}
.cw-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.cw-card{background:var(--cw-surface);border:1px solid var(--cw-divider);border-radius:var(--cw-radius);padding:24px}
.cw-muted{color:var(--cw-muted)}
.cw-stack{display:flex;flex-direction:column;gap:16px}
.cw-row{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.cw-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:0 16px;border-radius:var(--cw-radius);border:1px solid var(--cw-border);background:var(--cw-surface);color:var(--cw-text);font:inherit;font-weight:500;cursor:pointer;text-decoration:none}
.cw-btn:hover{border-color:var(--cw-muted-2)}
.cw-btn[disabled]{opacity:.6;cursor:not-allowed}
.cw-btn-primary{background:var(--cw-primary);border-color:var(--cw-primary);color:var(--cw-on-primary)}
.cw-btn-primary:hover{filter:brightness(.96);border-color:var(--cw-primary)}
.cw-btn-block{width:100%}
.cw-btn-link{border:0;background:none;color:var(--cw-link);padding:0;min-height:0}
.cw-field{display:flex;flex-direction:column;gap:6px}
.cw-label{font-weight:500;font-size:.875rem}
.cw-label[data-required]::after{content:' *';color:var(--cw-error)}
.cw-input{width:100%;min-height:40px;padding:8px 12px;border-radius:var(--cw-radius);border:1px solid var(--cw-border);background:var(--cw-surface);color:var(--cw-text);font:inherit}
.cw-input:focus{outline:2px solid var(--cw-primary);outline-offset:0;border-color:var(--cw-primary)}
.cw-input[aria-invalid=true]{border-color:var(--cw-error)}
.cw-field-error{color:var(--cw-error);font-size:.875rem;margin:0}
.cw-hint{color:var(--cw-muted);font-size:.875rem;margin:0}
.cw-textarea{min-height:80px;resize:vertical}
.cw-alert{border-radius:var(--cw-radius);padding:10px 14px;border:1px solid var(--cw-error);color:var(--cw-error);background:color-mix(in srgb,var(--cw-error) 8%,transparent)}
.cw-tag{display:inline-block;padding:1px 8px;border-radius:999px;font-size:.8125rem;border:1px solid var(--cw-divider);background:var(--cw-subtle);color:var(--cw-text-2)}
.cw-spinner{width:32px;height:32px;border-radius:50%;border:3px solid var(--cw-divider);border-top-color:var(--cw-primary);animation:cw-spin .8s linear infinite}
.cw-center{display:grid;place-items:center;min-height:40vh}
@keyframes cw-spin{to{transform:rotate(360deg)}}
.cw-toasts{position:fixed;top:16px;right:16px;z-index:2000;display:flex;flex-direction:column;gap:8px;width:min(380px,calc(100vw - 32px));margin:0;padding:0;list-style:none}
.cw-toast{position:relative;background:var(--cw-surface);color:var(--cw-text);border:1px solid var(--cw-divider);border-left:4px solid var(--cw-info);border-radius:var(--cw-radius);padding:12px 40px 12px 14px;box-shadow:0 6px 24px rgb(0 0 0 / .12);touch-action:pan-y;transition:transform .2s,opacity .2s}
.cw-toast[data-kind=success]{border-left-color:var(--cw-success)}
.cw-toast[data-kind=error]{border-left-color:var(--cw-error)}
.cw-toast[data-kind=warning]{border-left-color:var(--cw-warning)}
.cw-toast-title{font-weight:600;margin:0}
.cw-toast-text{margin:4px 0 0;color:var(--cw-text-2)}
.cw-toast-close{position:absolute;top:8px;right:8px;width:28px;height:28px;border:0;border-radius:var(--cw-radius-sm);background:none;color:var(--cw-muted);font-size:18px;cursor:pointer}
.cw-loading-bar{position:fixed;top:0;left:0;height:3px;z-index:3000;background:var(--cw-primary);pointer-events:none;transition-property:width,opacity;transition-timing-function:ease-out}
@media (prefers-reduced-motion: reduce){.cw-spinner{animation-duration:2s}.cw-toast,.cw-loading-bar{transition:none}}
`;

/** The base stylesheet as a <style> element, so server-rendered pages are styled before any script runs. */
export function BaseStyles() {
  return <style id="cw-base" dangerouslySetInnerHTML={{ __html: BASE_CSS }} />;
}

/**
 * A tiny script for the top of <head>: applies the stored colour choice before first paint, so a dark
 * choice never flashes white. It mirrors readColorMode (storage key 'coachwork.colorMode').
 */
export const COLOR_MODE_BOOT_SCRIPT =
  "try{var m=localStorage.getItem('coachwork.colorMode');if(m==='light'||m==='dark'){document.documentElement.dataset.theme=m}}catch(e){}";
