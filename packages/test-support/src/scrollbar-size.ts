// rc-util's scrollbar measure for the front ends' jsdom tests (jest.config.js maps
// 'rc-util/lib/getScrollBarSize' here). jsdom has no layout, so the real measure always comes to 0 × 0
// (offsetWidth and clientWidth are 0), but it gets there through two getComputedStyle calls that match
// every antd style rule in the document: a quarter of a console screen test's time, spent on rc-table's
// every layout effect (profiled on refunds-and-cancel: 10.3 s of 39.7 s). Same answer, no cascade.
export default function getScrollBarSize(): number {
  return 0;
}

export function getTargetScrollBarSize(): { width: number; height: number } {
  return { width: 0, height: 0 };
}
