// The storefront's own styles (frame, catalogue, checkout, booker area), on top of web-kit's base. The
// server writes them into <head>; every storefront page is server-rendered, so the browser bundle
// carries none of it. The page's content wraps a word longer than the screen anywhere (sf-main's
// overflow-wrap): descriptions, names and resources come from people, and one 1,000-character word
// widened /schedules/{id} to ~9,500 px (issue 25 item 15); 'anywhere' lets flex and grid items shrink.
export const STOREFRONT_CSS = `.sf-header{position:sticky;top:0;z-index:10;background:var(--cw-surface);border-bottom:1px solid var(--cw-divider)}
.sf-header-inner{max-width:1120px;margin:0 auto;padding:10px 16px;display:flex;align-items:center;gap:12px}
.sf-brand{font-weight:700;font-size:1.125rem;color:var(--cw-text);text-decoration:none;display:flex;align-items:center;gap:8px}
.sf-brand-mark{width:28px;height:28px;border-radius:8px;background:var(--cw-primary);color:var(--cw-on-primary);display:grid;place-items:center;font-weight:800}
.sf-nav{display:flex;gap:4px;margin-left:auto;align-items:center}
.sf-nav a{white-space:nowrap;padding:6px 10px;border-radius:var(--cw-radius-sm);color:var(--cw-text-2);text-decoration:none}
.sf-nav a:hover{background:var(--cw-subtle)}
.sf-icon-btn{min-width:40px;padding:0 10px}
.sf-avatar{width:32px;height:32px;border-radius:50%;background:var(--cw-subtle);border:1px solid var(--cw-divider);display:grid;place-items:center;font-size:.8125rem;font-weight:600}
.sf-avatar[data-initials]::before{content:attr(data-initials)}
.sf-menu{position:absolute;right:16px;top:56px;min-width:200px;padding:6px;z-index:20}
.sf-menu button,.sf-menu a{display:block;width:100%;text-align:left;padding:8px 10px;border:0;background:none;font:inherit;color:var(--cw-text);border-radius:var(--cw-radius-sm);cursor:pointer;text-decoration:none}
.sf-menu button:hover,.sf-menu a:hover{background:var(--cw-subtle)}
.sf-show-sm{display:none}
.sf-nav-menu{position:absolute;left:0;right:0;top:100%;padding:8px 12px 12px;background:var(--cw-surface);border-bottom:1px solid var(--cw-divider);box-shadow:0 8px 16px rgb(0 0 0 / 8%)}
.sf-nav-menu ul{list-style:none;margin:0;padding:0}
.sf-nav-menu a,.sf-nav-menu button{display:block;width:100%;text-align:left;padding:12px 8px;border:0;background:none;font:inherit;color:var(--cw-text);text-decoration:none;border-radius:var(--cw-radius-sm);cursor:pointer}
.sf-nav-menu a:hover,.sf-nav-menu button:hover,.sf-nav-menu a[aria-current=page]{background:var(--cw-subtle)}
.sf-main{max-width:1120px;margin:0 auto;padding:24px 16px 48px;overflow-wrap:anywhere}
.sf-footer{border-top:1px solid var(--cw-divider);color:var(--cw-muted);font-size:.875rem}
.sf-footer div{max-width:1120px;margin:0 auto;padding:16px}
.sf-languages{max-width:1120px;margin:0 auto;padding:0 16px 16px;display:flex;gap:12px}
.sf-languages a{color:var(--cw-text-2);text-decoration:underline}
.sf-languages [aria-current]{font-weight:600;color:var(--cw-text)}
@media (max-width:520px){.sf-hide-sm,.sf-nav .sf-hide-sm{display:none}.sf-show-sm{display:inline-flex}.sf-header-inner{gap:8px;padding:10px 12px}.sf-nav a{padding:6px 8px}}
.sf-hero{padding:32px 0 24px}
.sf-hero h1{font-size:clamp(1.75rem,4vw,2.5rem);line-height:1.2;margin:0 0 8px}
.sf-hero p{margin:0;color:var(--cw-text-2);max-width:40rem}
.sf-search{display:flex;gap:8px;margin:20px 0 8px;max-width:560px}
.sf-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px;padding:0;margin:16px 0;list-style:none}
.sf-card{display:flex;flex-direction:column;gap:8px;height:100%}
.sf-card h2{font-size:1.125rem;margin:0}
.sf-card-meta{display:flex;flex-wrap:wrap;gap:6px}
.sf-price{font-weight:700;margin-top:auto}
.sf-empty{text-align:center;padding:48px 16px}
.sf-empty h2{margin:0 0 8px}
.sf-filters{margin:20px 0 8px}
.sf-filters .sf-search{margin:0 0 8px}
.sf-more summary{cursor:pointer;color:var(--cw-link);font-weight:500;padding:4px 0}
.sf-filter-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;margin-top:8px}
.sf-card-img{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:var(--cw-radius-sm);background:var(--cw-subtle)}
.sf-detail-grid{display:grid;grid-template-columns:minmax(0,2fr) minmax(260px,1fr);gap:24px;align-items:start}
@media (max-width:800px){.sf-detail-grid{grid-template-columns:1fr}}
.sf-detail-img{width:100%;max-height:360px;object-fit:cover;border-radius:var(--cw-radius)}
.sf-when{display:flex;flex-direction:column;gap:4px}
.sf-description{white-space:pre-line;margin:0}
.sf-section-title{font-size:1.125rem;margin:0 0 12px}
.sf-resources{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:8px}
.sf-coach-avatar{width:48px;height:48px;border-radius:50%;object-fit:cover}
.sf-book{position:sticky;top:72px}
.sf-book-bar{display:none}
@media (max-width:800px){.sf-book-bar{display:flex;position:fixed;left:0;right:0;bottom:0;z-index:15;align-items:center;justify-content:space-between;gap:12px;padding:10px 16px calc(10px + env(safe-area-inset-bottom));background:var(--cw-surface);border-top:1px solid var(--cw-divider);box-shadow:0 -4px 12px rgb(0 0 0 / 8%)}.sf-detail{padding-bottom:72px}}
.ca-list{margin:0;padding:0;list-style:none;display:flex;flex-direction:column}
.ci-page{max-width:640px}
.ci-count{font-size:1.125rem}
.ci-result{min-height:1.5rem;font-weight:600;font-size:1.0625rem}
.ci-result[data-tone=success]{color:var(--cw-success,#15803d)}
.ci-result[data-tone=error]{color:var(--cw-error,#b91c1c)}
.ci-video{width:100%;max-height:60vh;border-radius:8px;background:#000}
.ci-code .cw-row{flex-wrap:nowrap}
.ci-code input{flex:1;min-width:0}
.ci-person{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;padding:10px 0;border-top:1px solid var(--cw-divider)}
.ci-name{flex:1;min-width:0;overflow-wrap:anywhere;font-weight:600}
.ca-row{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:12px 0;border-top:1px solid var(--cw-divider)}
.ca-row:first-child{border-top:0}
.ca-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px}
.ca-facts{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 12px}
.ca-facts dt{color:var(--cw-muted)}
.ca-facts dd{margin:0}
.ca-cancelled{color:var(--cw-error);border-color:var(--cw-error)}
.ca-short{border-color:var(--cw-warning)}
.ca-short-card{border-left:4px solid var(--cw-warning)}
.sf-per-seat{font-size:.875rem;font-weight:400}
.sf-narrow{max-width:640px;margin:0 auto;width:100%}
.sf-status[data-tone=success]{--tone:var(--cw-success)}
.sf-status[data-tone=warning]{--tone:var(--cw-warning)}
.sf-status[data-tone=error]{--tone:var(--cw-error)}
.sf-status[data-tone=info]{--tone:var(--cw-info)}
.sf-status[data-tone]:not([data-tone=neutral]){border-color:var(--tone);background:color-mix(in srgb,var(--tone) 12%,transparent);color:color-mix(in srgb,var(--tone) 70%,var(--cw-text));font-weight:500}
.sf-dialog{width:min(560px,calc(100vw - 16px));max-height:calc(100dvh - 16px);padding:0;border:1px solid var(--cw-divider);border-radius:var(--cw-radius);background:var(--cw-surface);color:var(--cw-text)}
.sf-dialog::backdrop{background:rgb(12 10 9 / .5)}
.sf-dialog-sm{width:min(440px,calc(100vw - 16px))}
.sf-dialog-head{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:14px 16px 14px 20px;border-bottom:1px solid var(--cw-divider);position:sticky;top:0;background:var(--cw-surface);z-index:1}
.sf-dialog-title{margin:0;font-size:1.125rem;line-height:1.3}
.sf-dialog-body{padding:20px}
@media (max-width:520px){.sf-dialog-body{padding:16px}}
.sf-dialog-actions{justify-content:flex-end}
.sf-btn-danger{background:var(--cw-error);border-color:var(--cw-error);color:var(--cw-bg)}
.sf-btn-danger-outline{color:var(--cw-error);border-color:var(--cw-error)}
.sf-stepper{display:flex;gap:8px;align-items:center}
.sf-stepper .cw-input{width:5.5rem;text-align:center;font-variant-numeric:tabular-nums}
.sf-stepper .cw-btn{width:40px;padding:0;font-size:1.25rem}
.sf-fieldset{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:12px;min-width:0}
.sf-fieldset legend{padding:0;margin-bottom:4px}
.sf-two{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px}
.sf-total{display:flex;justify-content:space-between;align-items:flex-end;gap:12px;padding:12px 0;border-top:1px solid var(--cw-divider)}
.sf-total-amount{font-size:1.5rem;font-weight:700;font-variant-numeric:tabular-nums}
.sf-success{border:1px solid var(--cw-success);border-radius:var(--cw-radius);padding:12px 14px;background:color-mix(in srgb,var(--cw-success) 10%,transparent)}
.sf-note{border:1px solid var(--cw-divider);border-left:4px solid var(--cw-warning);border-radius:var(--cw-radius);padding:10px 14px;margin:0;background:var(--cw-subtle)}
.sf-hold{font-size:1.125rem}
.sf-hold strong{font-variant-numeric:tabular-nums;font-size:1.5rem}
.sf-toolbar{display:flex;justify-content:space-between;align-items:flex-end;gap:12px;flex-wrap:wrap}
.sf-segmented{display:inline-flex;border:1px solid var(--cw-border);border-radius:var(--cw-radius);overflow:hidden}
.sf-segmented a{padding:8px 16px;color:var(--cw-text-2);text-decoration:none;min-height:40px;display:flex;align-items:center}
.sf-segmented a[aria-current=page]{background:var(--cw-primary);color:var(--cw-on-primary);font-weight:600}
.sf-status-filter{min-width:160px}
.sf-bookings{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:16px}
.sf-booking{display:flex;flex-direction:column;gap:12px}
@media (max-width:520px){.sf-booking{padding:16px}}
.sf-booking-head{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}
.sf-booking-title{font-size:1.125rem;margin:0 0 4px}
.sf-booking-facts{margin:0}
.sf-seats{list-style:none;margin:0;padding:0;display:flex;flex-direction:column}
.sf-seat{display:flex;flex-direction:column;gap:8px;padding:10px 0;border-top:1px solid var(--cw-divider)}
.sf-seat-main{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.sf-seat-no{font-weight:600;min-width:4rem}
.sf-seat-who{flex:1;min-width:0;overflow-wrap:anywhere}
.sf-ticket-wrap{max-width:480px;margin:0 auto}
.sf-ticket{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center}
.sf-ticket h1{margin:0;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
.sf-ticket p{margin:0}
.sf-ticket-kicker{text-transform:uppercase;letter-spacing:.06em;font-size:.8125rem}
.sf-ticket-when{font-size:1.0625rem;font-weight:600}
.sf-ticket-holder{font-size:1.375rem;font-weight:700;overflow-wrap:anywhere}
.sf-ticket-qr{width:100%;max-width:320px;aspect-ratio:1;image-rendering:pixelated;background:#fff;border-radius:8px}
.sf-ticket-code code{font-size:.75rem;word-break:break-all}
.sf-seat-actions{display:flex;flex-direction:column;gap:8px;align-items:flex-start}
.sf-invite{display:flex;gap:8px;align-items:flex-end;flex-wrap:wrap;width:100%}
.sf-invite .cw-field{flex:1 1 220px}
.sf-voucher{display:flex;gap:8px}
.sf-voucher .cw-input{flex:1;text-transform:uppercase}
.sf-sandbox{display:inline-block;align-self:flex-start;padding:2px 8px;border-radius:999px;border:1px dashed var(--cw-warning);font-size:.8125rem;font-weight:600}
.sf-card-grid{display:grid;grid-template-columns:minmax(0,1fr) 7rem 6rem;gap:12px}
@media (max-width:520px){.sf-card-grid{grid-template-columns:1fr 1fr}.sf-card-grid>:first-child{grid-column:1/-1}}
.sf-saved-cards{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:8px}
.sf-saved-cards label{display:flex;gap:8px;align-items:center;cursor:pointer}
.sf-check{display:flex;gap:8px;align-items:center}
.sf-table{width:100%;border-collapse:collapse}
.sf-table th,.sf-table td{text-align:left;padding:8px 6px;border-top:1px solid var(--cw-divider)}
.sf-table td.sf-num,.sf-table th.sf-num{text-align:right;font-variant-numeric:tabular-nums}
`;
