// jsdom lays nothing out: scrolling a failing field into view (web-kit's 422 handling) is a no-op here.
// (The server-render tests run under node, without Element.)
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
