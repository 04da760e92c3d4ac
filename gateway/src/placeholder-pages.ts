// While the console is not built, `/admin/` answers with a plain page that says what is running and
// where the API is; anything nobody else answered (a missing file, say) gets a 404 page.
import { Router } from 'express';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Coachwork</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fafaf9;color:#1c1917}
main{max-width:40rem;margin:4rem auto;padding:0 1.5rem}h1{margin:0 0 .5rem}a{color:#a16207}
code{background:#e7e5e4;border-radius:6px;padding:.1rem .35rem}</style></head>
<body><main>${body}</main></body></html>`;

export function placeholderPages(): Router {
  const router = Router();
  router.get(['/admin', '/admin/'], (_req, res) => {
    res
      .type('html')
      .send(
        page(
          'Back office',
          `<h1>Coachwork back office</h1><p>The console is on its way. The API is live at <a href="/v1/health"><code>/v1/health</code></a>.</p>`,
        ),
      );
  });
  router.use((req, res) => {
    res
      .status(404)
      .type('html')
      .send(
        page(
          'Page Not Found',
          `<h1>Page Not Found: ${escapeHtml(req.path)}</h1><p><a href="/">Return to Home</a></p>`,
        ),
      );
  });
  return router;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
