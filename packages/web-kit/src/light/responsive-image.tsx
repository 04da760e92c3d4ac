// Uploaded images at the size they are shown (spec §7 Images, §9): a `srcset` over the breakpoint widths
// 320–1536 at densities 1 and 2 through the product's resizer (GET {api}/files/{id}?w=&dpr=&format=),
// webp by default. A source that is neither absolute nor root-relative names a stored file and goes
// through the resizer too, and so does an upload's full URL (how workshop and template images are
// stored); other addresses (another site's image, a static asset) are used as given.
import type { ImgHTMLAttributes } from 'react';
import { IMAGE_DEFAULT_FORMAT, IMAGE_DENSITIES, IMAGE_WIDTHS, type ImageFormat } from '@coachwork/contracts';
import { DEFAULT_BASE_URL, getApiConfig } from '../api/base-query';

export interface ResponsiveImageOptions {
  /** The CSS width the image is always shown at (an avatar): density descriptors (1x, 2x). */
  width?: number;
  /** Otherwise, how wide it is shown (the `sizes` attribute); width descriptors. Default '100vw'. */
  sizes?: string;
  format?: ImageFormat;
  /** The API's base path; the configured one by default. */
  apiBaseUrl?: string;
}

export interface ResponsiveImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether a path is one of the product's uploads ({api path}/files/{id}, as the API hands them out). */
function isUploadPath(path: string, base: string): boolean {
  const apiPaths = new Set([DEFAULT_BASE_URL, base.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '')]);
  return [...apiPaths].some((p) => path.startsWith(`${p}/files/`) && /^[^/]+$/.test(path.slice(p.length + '/files/'.length)));
}

/** The resizer's address for a source, or null when the source is not one of the product's files. */
export function resizerBase(src: string, apiBaseUrl = getApiConfig().baseUrl): string | null {
  const base = apiBaseUrl.replace(/\/+$/, '');
  if (ABSOLUTE.test(src)) {
    // Workshop and template images are stored as full URLs; one of an upload keeps its host and is
    // resized there. Any other absolute address (another site's image) is used as given.
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return isUploadPath(url.pathname, base) ? `${url.origin}${url.pathname}` : null;
  }
  if (src.startsWith('/')) {
    // Root-relative: an upload is resized; any other path (a static asset) is used as it is.
    const path = src.split(/[?#]/)[0]!;
    return isUploadPath(path, base) ? path : null;
  }
  // Neither absolute nor root-relative: a stored file's id (or key), served by the resizer.
  const id = src.replace(/^(?:\.\/)?(?:files\/)?/, '');
  return id ? `${base}/files/${encodeURIComponent(id)}` : null;
}

const variant = (base: string, width: number, dpr: number, format: ImageFormat) =>
  `${base}?w=${width}&dpr=${dpr}&format=${format}`;

/** The smallest breakpoint width at least `css` pixels wide (the largest when none is). */
function breakpointFor(css: number): number {
  return IMAGE_WIDTHS.find((w) => w >= css) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

export function responsiveImage(src: string, options: ResponsiveImageOptions = {}): ResponsiveImageSource {
  const base = resizerBase(src, options.apiBaseUrl);
  if (!base) return { src };
  const format = options.format ?? IMAGE_DEFAULT_FORMAT;
  if (options.width !== undefined) {
    const w = breakpointFor(options.width);
    return {
      src: variant(base, w, 1, format),
      srcSet: IMAGE_DENSITIES.map((dpr) => `${variant(base, w, dpr, format)} ${dpr}x`).join(', '),
    };
  }
  // Every width at every density, once per resulting pixel width (640 at 1x is 320 at 2x).
  const candidates = new Map<number, string>();
  for (const dpr of IMAGE_DENSITIES)
    for (const w of IMAGE_WIDTHS) if (!candidates.has(w * dpr)) candidates.set(w * dpr, variant(base, w, dpr, format));
  return {
    src: variant(base, breakpointFor(640), 1, format),
    srcSet: [...candidates.entries()].sort(([a], [b]) => a - b).map(([px, url]) => `${url} ${px}w`).join(', '),
    sizes: options.sizes ?? '100vw',
  };
}

/** An <img> with the responsive source of `src` (see responsiveImage); the other attributes pass on. */
export function ResponsiveImage({
  src,
  width,
  sizes,
  format,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width'> &
  { src: string; width?: number; sizes?: string; format?: ImageFormat }) {
  const image = responsiveImage(src, { width, sizes, format });
  return <img {...rest} src={image.src} srcSet={image.srcSet} sizes={image.sizes} />;
}
