// The README and docs/: every relative link points at a file that exists and every anchor at a heading
// of its page (as GitHub names them), the README stays a front door, and the event table in
// docs/events.md is the contracts' catalogue.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EVENT_CATALOGUE, EVENT_SUBSCRIPTIONS, subjectMatches } from '@coachwork/contracts';

const root = path.join(__dirname, '..', '..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (page: string) => readFileSync(path.join(root, page), 'utf8');

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Markdown links outside code: [text](target). */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);
}

describe('the README and docs/', () => {
  it('link only to files that exist and to headings their pages have', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const target of linksOf(read(page))) {
        if (/^(https?:|mailto:)/.test(target)) continue;
        checked += 1;
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const resolved = file ? path.normalize(path.join(path.dirname(page), file)) : page;
        if (!existsSync(path.join(root, resolved))) {
          broken.push(`${page}: ${target} (no such file)`);
          continue;
        }
        if (anchor !== undefined && !anchorsOf(read(resolved)).has(anchor)) {
          broken.push(`${page}: ${target} (no such heading in ${resolved})`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it('leave the README a front door that reaches every page of docs/', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(150);
    for (const heading of ['## The two commands', '## Architecture', '## Read on']) {
      expect(readme).toContain(heading);
    }
    const linked = new Set(
      linksOf(readme)
        .filter((t) => t.startsWith('docs/'))
        .map((t) => t.split('#')[0]),
    );
    expect(pages.filter((p) => p.startsWith('docs/') && !linked.has(p))).toEqual([]);
  });

  it('list in docs/events.md every subject of the catalogue, with who consumes it', () => {
    const rows = new Map(
      [...read('docs/events.md').matchAll(/^\| `([a-z.-]+)` \| .+ \| (.+) \|$/gm)].map(([, subject, by]) => [
        subject!,
        by!.trim(),
      ]),
    );
    const expected = new Map(
      Object.keys(EVENT_CATALOGUE).map((subject) => {
        const by = Object.entries(EVENT_SUBSCRIPTIONS)
          .filter(([, filters]) => filters.some((f) => subjectMatches(f, subject)))
          .map(([consumer]) => consumer);
        return [subject, by.join(', ') || '—'];
      }),
    );
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(expected));
  });
});
