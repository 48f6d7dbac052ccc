import { createHash } from 'node:crypto';
import type { Context } from 'hono';

const style = `body{font:15px/1.5 system-ui,sans-serif;max-width:1000px;margin:0 auto;padding:16px;color:#1d2730}
h1{color:#0b4f6c}.op{border:1px solid #dde3e8;border-radius:8px;margin:10px 0;padding:8px 12px}
.m{display:inline-block;min-width:56px;font-weight:700;color:#fff;border-radius:4px;text-align:center;margin-right:8px}
.get{background:#117568}.post{background:#0b4f6c}.delete{background:#c0392b}.put,.patch{background:#a35a00}
code{background:#f5f7f9;padding:1px 4px;border-radius:4px}pre{background:#f5f7f9;padding:8px;overflow:auto;font-size:13px}
summary{cursor:pointer}
`;

const script = `const doc = await (await fetch('/api/openapi.json')).json();
document.getElementById('d').textContent = doc.info.description;
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (ch) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[ch]));
let html = '';
for (const [path, item] of Object.entries(doc.paths ?? {})) for (const [method, op] of Object.entries(item)) {
  const params = (op.parameters ?? []).map((p) => '<li><code>' + esc(p.name) + '</code> (' + esc(p.in) + ')' + (p.required ? ' required' : '') + '</li>').join('');
  const body = op.requestBody ? '<pre>' + esc(JSON.stringify(op.requestBody.content, null, 2)) + '</pre>' : '';
  const responses = Object.entries(op.responses ?? {}).map(([s, r]) => '<li><b>' + esc(s) + '</b> ' + esc(r.description) + '</li>').join('');
  html += '<div class="op"><details><summary><span class="m ' + method + '">' + method.toUpperCase() + '</span><code>' + esc(path) + '</code> ' + esc(op.summary) + '</summary>'
    + (op.description ? '<p>' + esc(op.description) + '</p>' : '') + (params ? '<h4>Parameters</h4><ul>' + params + '</ul>' : '')
    + (body ? '<h4>Body</h4>' + body : '') + '<h4>Responses</h4><ul>' + responses + '</ul></details></div>';
}
document.getElementById('ops').innerHTML = html || 'No operations.';
`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Only this page's own inline style and script (by hash), its fetch of /api/openapi.json and
 * nothing else: no other script, frame, form, plugin or base (ADR 0043).
 */
export const docsContentSecurityPolicy = [
  "default-src 'none'",
  `script-src ${hash(script)}`,
  `style-src ${hash(style)}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Poplavok shop API</title>
<style>${style}</style></head><body><h1>Poplavok shop API</h1><p id="d"></p><p><a href="/api/openapi.json">openapi.json</a></p><div id="ops">Loading…</div>
<script type="module">${script}</script></body></html>`;

/**
 * A readable API reference rendered in the browser from /api/openapi.json by a small inline
 * script (no CDN, no framework): endpoints grouped by tag with their parameters and responses.
 */
export function swaggerUI(c: Context) {
  c.header('Content-Security-Policy', docsContentSecurityPolicy);
  return c.html(page);
}
