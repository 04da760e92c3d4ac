// Workshop descriptions are Markdown written by admins and coaches; pages show them as HTML. Rendered
// here, once per text, with raw HTML off in the renderer and an allow-list sanitizer after it, so no
// script, style, event handler or javascript: link can reach a visitor's page whatever is typed.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 's', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // The page's own h1 is the title: a '#' heading in the text becomes an h2.
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
};

const cache = new Map<string, string>();
const CACHE_MAX = 500;

/** Safe HTML of a Markdown text (null stays null). */
export function renderMarkdown(text: string | null): string | null {
  if (text == null || !text.trim()) return null;
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(markdown.render(text), SANITIZE).trim();
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(text, html);
  return html;
}
