// Styles of the selling pages (schedule facts, description, other dates, share, coach page, richer
// cards), apart from styles.ts so the checkout's styles and these change without touching each other.
export const PAGES_CSS = `.sf-prose{line-height:1.6}
.sf-prose h2{font-size:1.25rem;margin:20px 0 8px}
.sf-prose h3{font-size:1.0625rem;margin:16px 0 6px}
.sf-prose p{margin:0 0 12px}
.sf-prose ul,.sf-prose ol{margin:0 0 12px;padding-left:22px}
.sf-prose li{margin:2px 0}
.sf-facts{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}
.sf-facts dt{color:var(--cw-muted)}
.sf-facts dd{margin:0}
.sf-venue{font-style:normal;display:flex;flex-direction:column;gap:2px}
.sf-urgency{border-color:var(--cw-warning);color:color-mix(in srgb,var(--cw-warning) 70%,var(--cw-text));font-weight:600}
.sf-other-dates{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:8px}
.sf-other-dates li{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.sf-share{display:flex;flex-wrap:wrap;gap:10px;align-items:center}
.sf-coach-head{display:flex;gap:20px;align-items:center;flex-wrap:wrap}
.sf-coach-head h1{margin:0}
.sf-coach-big{width:112px;height:112px;border-radius:50%;object-fit:cover}
.sf-timeline{margin:0;padding-left:18px}
.sf-card-link{color:inherit;text-decoration:none}
.sf-card-link:hover h2,.sf-card-link:focus-visible h2{text-decoration:underline}
/* Sold out: the picture fades, never the text (opacity on text broke its contrast under axe). */
.sf-sold-out img{filter:grayscale(1);opacity:.7}
.sf-sort{display:flex;align-items:center;gap:8px;margin:0 0 8px}
.sf-sort .cw-label{margin:0;white-space:nowrap}
.sf-sort .cw-input{width:auto}
.sf-rating{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
.sf-stars{color:color-mix(in srgb,var(--cw-warning) 80%,var(--cw-text));letter-spacing:1px}
.sf-reviews{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:16px}
.sf-review{border-top:1px solid var(--cw-divider);padding-top:12px}
.sf-review-reply{margin:8px 0 0 16px;padding-left:12px;border-left:3px solid var(--cw-divider)}
.sf-review-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px}
.sf-rating-input{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.sf-rating-option{display:flex;align-items:center;gap:8px;cursor:pointer;min-height:32px}
`;
