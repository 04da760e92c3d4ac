// A workshop's description as its Markdown means it (issue 31 item 12), not as marks. markdown-it with
// raw HTML off escapes any tag people typed and refuses javascript: links, so its output is safe to
// insert; it loads in its own chunk, only when a description is shown.
import { useEffect, useState } from 'react';
import { Typography } from 'antd';

type Render = (source: string) => string;
let loaded: Promise<Render> | null = null;

function loadRenderer(): Promise<Render> {
  loaded ??= import(/* webpackChunkName: "markdown" */ 'markdown-it').then(({ default: MarkdownIt }) => {
    const md = new MarkdownIt({ html: false, linkify: true, breaks: true });
    return (source: string) => md.render(source);
  });
  return loaded;
}

export function MarkdownText({ source, empty = '—' }: { source: string | null | undefined; empty?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    if (source) void loadRenderer().then((render) => live && setHtml(render(source)));
    return () => {
      live = false;
    };
  }, [source]);
  if (!source) return <>{empty}</>;
  // Until the renderer arrives, the text as typed (still readable, never blank).
  if (html == null) return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{source}</Typography.Text>;
  return <div className="cw-markdown" data-testid="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
