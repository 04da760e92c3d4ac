/**
 * @jest-environment jsdom
 */
// Spec §3's 14 social networks each have their icon, and a profile's accounts show as icon links in
// their order, named for assistive technology; the storefront renders them on the server too.
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SOCIAL_PLATFORMS } from '@coachwork/contracts';
import { SOCIAL_PLATFORM_LABELS, SocialIcon, SocialLinks } from '../src/light/social-icons';

describe('SocialIcon', () => {
  it('draws a distinct icon for each of the 14 networks', () => {
    expect(SOCIAL_PLATFORMS).toHaveLength(14);
    const drawings = new Set<string>();
    for (const platform of SOCIAL_PLATFORMS) {
      const { container, unmount } = render(<SocialIcon platform={platform} />);
      const svg = container.querySelector('svg');
      expect([platform, svg?.getAttribute('data-platform')]).toEqual([platform, platform]);
      const paths = [...svg!.querySelectorAll('path')].map((p) => p.getAttribute('d'));
      expect(paths.length).toBeGreaterThan(0);
      drawings.add(paths.join(' '));
      // Decorative next to a label: hidden from screen readers, in the text colour.
      expect(svg!.getAttribute('aria-hidden')).toBe('true');
      expect(svg!.getAttribute('fill')).toBe('currentColor');
      unmount();
    }
    expect(drawings.size).toBe(14);
  });

  it('names itself when given a title, and draws nothing for an unknown network', () => {
    render(<SocialIcon platform="github" title="GitHub" />);
    expect(screen.getByRole('img', { name: 'GitHub' })).toBeTruthy();
    const { container } = render(<SocialIcon platform="myspace" />);
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server with React attribute names turned back into SVG ones', () => {
    const html = renderToString(<SocialIcon platform="x" />);
    expect(html).toMatch(/^<svg[^>]*viewBox="64 64 896 896"/);
    expect(html).toContain('fill-rule="evenodd"');
  });
});

describe('SocialLinks', () => {
  it("lists a profile's accounts as icon links in their order, skipping unknown networks", () => {
    render(
      <SocialLinks
        accounts={[
          { platform: 'x', url: 'https://x.com/cora', order: 3 },
          { platform: 'linkedin', url: 'https://linkedin.com/in/cora', order: 1 },
          { platform: 'myspace', url: 'https://myspace.com/cora', order: 2 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Social accounts' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['LinkedIn', 'https://linkedin.com/in/cora'],
      ['X', 'https://x.com/cora'],
    ]);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(links[0]!.querySelector('svg[data-platform="linkedin"]')).toBeTruthy();
  });

  it('shows nothing when there are no accounts', () => {
    const { container } = render(<SocialLinks accounts={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('has a label for every network', () => {
    expect(Object.keys(SOCIAL_PLATFORM_LABELS).sort()).toEqual([...SOCIAL_PLATFORMS].sort());
  });
});
