// What jsdom lacks for antd, for the front ends' component tests (`@coachwork/test-support/dom`): media
// queries (the grid, tables and theme watch the viewport), scrolling (a failing field is scrolled into
// view) and styles of pseudo-elements (rc-table measures the scrollbar through `::-webkit-scrollbar`).
// A separate entry from the package's index, which is node-only (pg, servers): this one imports nothing,
// and no web build reaches it (only test files import it).

const SHIMMED = Symbol.for('coachwork.domShims');

/** Installs the shims once per test file's window; a no-op under node, where there is no DOM. */
export function installDomShims(): void {
  if (typeof window === 'undefined' || typeof Element === 'undefined') return;
  const marked = window as unknown as Record<symbol, boolean>;
  if (marked[SHIMMED]) return;
  marked[SHIMMED] = true;

  Element.prototype.scrollIntoView ??= () => undefined;

  // jsdom logs "Not implemented" for a pseudo-element and answers the element's own style anyway.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) => computed(element)) as typeof window.getComputedStyle;

  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves a row by the boxes of the rows around
 * it: gives every element inside a `row` element (`'tr'`, `'li'`) a box from that row's position among
 * its siblings (`height` px tall, stacked from the top, 600 px wide). Returns the undo, for `afterAll`.
 */
export function stackRowBoxes(row: string, height: number): () => void {
  const real = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const own = this.closest(row);
    const index = own?.parentElement ? Array.from(own.parentElement.children).indexOf(own) : 0;
    const top = index * height;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + height,
      width: 600,
      height,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = real;
  };
}
