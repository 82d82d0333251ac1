/**
 * A self-contained API reference (no CDN: the product must work offline). The page reads /api/openapi.json and lists
 * every operation by tag with its parameters, request body and responses; schemas are shown as JSON. Its script and
 * styles are separate files so that the page runs under the same Content-Security-Policy as the portal (no inline
 * script or style).
 */
export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Pharmacy Portal API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/styles.css">
<script src="/api/docs/app.js" defer></script>
</head>
<body>
<header><h1>Pharmacy Portal API</h1><p>OpenAPI document: <a href="/api/openapi.json">/api/openapi.json</a>. Authenticate with <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/v1/auth/pharmacies/login</code>.</p></header>
<main id="root">Loading…</main>
</body>
</html>`;

export const docsStyles = `:root {
  color-scheme: light dark;
  --text: #1d2433; --muted: #475467; --page: #f6f7f9; --card: #fff; --line: #d0d5dd; --code: #f1f3f5;
  --brand: #0f5132; --on-brand: #fff;
}
@media (prefers-color-scheme: dark) {
  :root { --text: #e4e7ec; --muted: #98a2b3; --page: #101828; --card: #1d2939; --line: #344054; --code: #0c111d;
    --brand: #0b3d26; --on-brand: #f2f4f7; }
}
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: var(--text); background: var(--page); }
header { background: var(--brand); color: var(--on-brand); padding: 16px 24px; }
header h1 { margin: 0; font-size: 20px; }
header p { margin: 4px 0 0; overflow-wrap: anywhere; }
header a { color: var(--on-brand); }
main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
h2 { margin-top: 32px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
details { background: var(--card); border: 1px solid var(--line); border-radius: 6px; margin: 8px 0; }
summary { cursor: pointer; padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
summary code { overflow-wrap: anywhere; }
.method { font: bold 12px monospace; text-transform: uppercase; min-width: 56px; padding: 2px 6px; border-radius: 4px;
  color: #fff; text-align: center; }
.get { background: #1769aa; } .post { background: #2e7d32; } .patch { background: #b26a00; }
.put { background: #6a1b9a; } .delete { background: #c62828; }
code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
pre { background: var(--code); padding: 8px; border-radius: 4px; overflow: auto; max-height: 360px; }
.body { padding: 0 16px 12px; overflow-x: auto; }
.status { color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
td, th { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
td code { overflow-wrap: anywhere; }
@media (max-width: 600px) { header, main { padding-left: 12px; padding-right: 12px; } .body { padding: 0 8px 8px; } }
`;

export const docsScript = `'use strict';
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const show = (v) => '<pre>' + esc(JSON.stringify(v, null, 2)) + '</pre>';
const root = document.getElementById('root');
fetch('/api/openapi.json').then((r) => r.json()).then((doc) => {
  const byTag = {};
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = (op.tags && op.tags[0]) || 'Other';
      (byTag[tag] ||= []).push({ path, method, op });
    }
  }
  const shared = (doc.components && doc.components.responses) || {};
  let html = '<p>' + esc(doc.info.description || '') + '</p>';
  for (const [tag, ops] of Object.entries(byTag)) {
    html += '<h2>' + esc(tag) + '</h2>';
    for (const { path, method, op } of ops) {
      html += '<details><summary><span class="method ' + esc(method) + '">' + esc(method) + '</span><code>' + esc(path) + '</code><span>' + esc(op.summary || '') + '</span></summary><div class="body">';
      if (op.description) html += '<p>' + esc(op.description) + '</p>';
      if (op.parameters && op.parameters.length) {
        html += '<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>schema</th></tr>';
        for (const p of op.parameters) html += '<tr><td><code>' + esc(p.name) + '</code>' + (p.required ? ' *' : '') + '</td><td>' + esc(p.in) + '</td><td><code>' + esc(JSON.stringify(p.schema)) + '</code></td></tr>';
        html += '</table>';
      }
      if (op.requestBody) html += '<h4>Request body</h4>' + show(op.requestBody.content);
      html += '<h4>Responses</h4>';
      for (const [status, res] of Object.entries(op.responses || {})) {
        const named = res.$ref ? shared[res.$ref.split('/').pop()] || {} : res;
        html += '<p><b>' + esc(status) + '</b> <span class="status">' + esc(named.description || '') + '</span></p>';
      }
      html += '</div></details>';
    }
  }
  html += '<h2>Schemas</h2>';
  for (const [name, schema] of Object.entries((doc.components && doc.components.schemas) || {})) html += '<details><summary><code>' + esc(name) + '</code></summary><div class="body">' + show(schema) + '</div></details>';
  root.innerHTML = html;
}).catch((e) => { root.textContent = 'Could not load the OpenAPI document: ' + e; });
`;
