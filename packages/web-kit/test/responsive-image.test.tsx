/**
 * @jest-environment jsdom
 */
// Spec §7 Images and §9: uploaded images come through the resizer as a srcset over the widths 320–1536
// at densities 1 and 2, webp unless asked otherwise; a source that is neither absolute nor root-relative
// is a stored file and goes through the resizer; other addresses are left alone.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IMAGE_WIDTHS } from '@coachwork/contracts';
import { ResponsiveImage, responsiveImage } from '../src/light/responsive-image';

const candidates = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((c) => {
    const [url, descriptor] = c.split(' ');
    const u = new URL(url!, 'http://localhost');
    return { path: u.pathname, w: u.searchParams.get('w'), dpr: u.searchParams.get('dpr'), format: u.searchParams.get('format'), descriptor };
  });

describe('responsiveImage', () => {
  it('serves an upload at every breakpoint width and density through the resizer, as webp', () => {
    const image = responsiveImage('/v1/files/5b1c0d2e-img');
    const list = candidates(image.srcSet);
    expect(list.every((c) => c.path === '/v1/files/5b1c0d2e-img' && c.format === 'webp')).toBe(true);
    // Each resizer width at 1x and 2x, once per resulting pixel width.
    for (const w of IMAGE_WIDTHS) {
      expect(list.some((c) => c.w === String(w) && c.dpr === '1' && c.descriptor === `${w}w`)).toBe(true);
      expect(list.some((c) => c.descriptor === `${w * 2}w`)).toBe(true);
    }
    expect(list.find((c) => c.descriptor === '3072w')).toMatchObject({ w: '1536', dpr: '2' });
    expect(new Set(list.map((c) => c.descriptor)).size).toBe(list.length);
    expect(image.sizes).toBe('100vw');
    expect(image.src).toBe('/v1/files/5b1c0d2e-img?w=640&dpr=1&format=webp');
  });

  it('gives an image shown at a fixed size its 1x and 2x variants', () => {
    expect(responsiveImage('/v1/files/avatar-1', { width: 48 })).toEqual({
      src: '/v1/files/avatar-1?w=320&dpr=1&format=webp',
      srcSet: '/v1/files/avatar-1?w=320&dpr=1&format=webp 1x, /v1/files/avatar-1?w=320&dpr=2&format=webp 2x',
    });
    expect(responsiveImage('/v1/files/wide', { width: 700 }).src).toBe('/v1/files/wide?w=768&dpr=1&format=webp');
    expect(responsiveImage('/v1/files/wide', { width: 5000 }).src).toBe('/v1/files/wide?w=1536&dpr=1&format=webp');
  });

  it('sends a source that is neither absolute nor root-relative through the resizer', () => {
    const image = responsiveImage('7f3c9a10-photo', { width: 80 });
    expect(image.src).toBe('/v1/files/7f3c9a10-photo?w=320&dpr=1&format=webp');
    expect(responsiveImage('files/abc').src).toBe('/v1/files/abc?w=640&dpr=1&format=webp');
    expect(responsiveImage('a b', { width: 10, apiBaseUrl: 'https://api.coachwork.test/api/v1/' }).src).toBe(
      'https://api.coachwork.test/api/v1/files/a%20b?w=320&dpr=1&format=webp',
    );
  });

  it("resizes an upload's full URL (how workshop images are stored) on its own host", () => {
    const image = responsiveImage('https://coachwork.test/v1/files/0b6e2c1a-1f2d-4c3b-9a8e-7d6c5b4a3f21?x=1');
    expect(image.src).toBe('https://coachwork.test/v1/files/0b6e2c1a-1f2d-4c3b-9a8e-7d6c5b4a3f21?w=640&dpr=1&format=webp');
    expect(candidates(image.srcSet).map((c) => c.descriptor)).toContain('3072w');
  });

  it('leaves other absolute addresses and other root-relative paths as they are', () => {
    for (const src of [
      'https://images.example.com/team.jpg',
      'https://coachwork.test/v1/files/a/b',
      'ftp://coachwork.test/v1/files/abc',
      '//cdn.example.com/team.jpg',
      'data:image/png;base64,AAAA',
      '/og-image.png',
      '/v1/files/abc/download',
    ]) {
      expect(responsiveImage(src)).toEqual({ src });
    }
  });

  it('asks for another format when told to', () => {
    expect(responsiveImage('/v1/files/x', { width: 10, format: 'png' }).src).toBe('/v1/files/x?w=320&dpr=1&format=png');
  });
});

describe('<ResponsiveImage>', () => {
  it('renders an img with srcset and sizes, on the server as in the browser', () => {
    const element = <ResponsiveImage src="/v1/files/card" sizes="(max-width: 600px) 100vw, 400px" alt="" loading="lazy" className="c" />;
    const html = renderToString(element);
    expect(html).toMatch(/^<img /);
    expect(html).toContain('srcSet="/v1/files/card?w=320&amp;dpr=1&amp;format=webp 320w');
    expect(html).toContain('sizes="(max-width: 600px) 100vw, 400px"');
    const { container } = render(element);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/v1/files/card?w=1536&dpr=2&format=webp 3072w');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('c');
  });

  it('renders an outside image plainly, without srcset', () => {
    const { container } = render(<ResponsiveImage src="https://images.example.com/a.jpg" alt="A" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://images.example.com/a.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
