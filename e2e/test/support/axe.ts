// axe-core in the browser stories: WCAG 2.1 A and AA, serious and critical violations only, and the
// console's check of a page or dialog as it is now in both colour modes.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { eventually } from '@coachwork/test-support';
import { ROOT } from './product';

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const MODES = ['light', 'dark'] as const;
/**
 * What a colour mode can change: the scheme swaps colours, never names, roles or structure, so the
 * second mode is checked for the rules that read colours only (WCAG 2.1 AA's among axe's rules).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** axe-core's browser build, read once; a page gets it when it is first checked. */
let axeSource: string | undefined;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. axe runs in the
 * page itself, injected once per document and asked for violations only: @axe-core/playwright injected
 * it into every frame again on each check and sent back every passing node too, which made the console's
 * 60 checks take minutes on two cores.
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    async ({ only, tags }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
      ).axe;
      const options = only
        ? { runOnly: { type: 'rule', values: only }, resultTypes: ['violations'] }
        : { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
      const result = await axe.run(document, options);
      // Only what the lines below read crosses back to Node.
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { only: rules ? [...rules] : null, tags: TAGS },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.impact} ${v.id}: ${n.target.join(' ')} — ${(n.failureSummary ?? v.help).split('\n').slice(-1)[0]}`,
      ),
    );
}

/** Waits until the page has loaded its remote and its data: no request in flight, no skeleton or spinner. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    // A loading button (the filter's Query while the table loads) is faded: wait for it too.
    .locator('.ant-skeleton, .ant-spin-spinning, .ant-btn-loading')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
}

/** The colour scheme each page emulates now (light until a check switched it). */
const schemeOf = new WeakMap<Page, (typeof MODES)[number]>();

/**
 * The console page (or open dialog) as it is now, in both colour modes: the system's scheme is switched
 * and the console (colour mode auto) follows. The mode the page is in is checked first, against every
 * WCAG 2.1 A/AA rule; then the scheme is switched and the other mode is checked against the rules that
 * read colours. The page stays in that second mode, so the next page opens in it and is checked in it
 * first: one switch per check instead of two. Violations are added to `found` under `{name} ({mode})`,
 * printed at once and photographed under e2e/artifacts.
 */
export async function checkBothModes(page: Page, name: string, found: Record<string, string[]>) {
  // The pointer off every control: whether the button just clicked still shows its hover colour (mid
  // transition under load) depended on timing, and axe read that in-between colour once.
  await page.mouse.move(0, 0);
  const first = schemeOf.get(page) ?? 'light';
  const order = first === 'light' ? MODES : ([...MODES].reverse() as (typeof MODES)[number][]);
  for (const mode of order) {
    if (mode !== first) {
      await page.emulateMedia({ colorScheme: mode });
      schemeOf.set(page, mode);
    }
    await eventually(
      async () => (await page.evaluate(() => document.documentElement.dataset.theme)) === mode,
      5000,
    );
    // antd recomputes its CSS-in-JS tokens on the next render.
    if (mode !== first) await page.waitForTimeout(150);
    const rules = mode === first ? undefined : COLOUR_RULES;
    let violations = await seriousViolations(page, rules);
    // On a busy machine the repaint can trail the switch (a light-mode check once read a button still in
    // its dark-mode yellow): only what is still wrong a second later counts.
    if (violations.length) {
      await page.waitForTimeout(1000);
      violations = await seriousViolations(page, rules);
    }
    if (violations.length) {
      found[`${name} (${mode})`] = violations;
      // Shown at once as well: a test that runs out of time still says what axe found.
      console.warn(`${name} (${mode}):\n${violations.join('\n')}`);
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({
        path: path.join(ARTIFACTS, `a11y-console-${name.replace(/\W+/g, '-')}-${mode}.png`),
      });
    }
  }
}

/** Puts the page back in the light scheme (for a photograph of the console as most people see it). */
export async function lightScheme(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' });
  schemeOf.set(page, 'light');
}
