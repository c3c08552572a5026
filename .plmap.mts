import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const code = readFileSync(file, 'utf8');
// decode mappings: attribute each generated char range to a source
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decode(s: string) { const out: number[] = []; let v = 0, sh = 0; for (const c of s) { let d = B64.indexOf(c); const cont = d & 32; d &= 31; v += d << sh; if (cont) sh += 5; else { const neg = v & 1; v >>= 1; out.push(neg ? -v : v); v = 0; sh = 0; } } return out; }
const lines = code.split('\n');
const bytes = new Map<string, string[]>();
let src = 0;
map.mappings.split(';').forEach((line: string, li: number) => {
  let col = 0; const segs = line ? line.split(',') : [];
  const parsed: [number, number][] = [];
  for (const seg of segs) { const d = decode(seg); col += d[0]; if (d.length > 1) src += d[1]; parsed.push([col, src]); }
  const text = lines[li] ?? '';
  parsed.forEach(([c, s], i) => { const end = i + 1 < parsed.length ? parsed[i + 1][0] : text.length; const name = map.sources[s]; const arr = bytes.get(name) ?? []; arr.push(text.slice(c, end)); bytes.set(name, arr); });
});
const groups = new Map<string, string>();
for (const [name, parts] of bytes) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  const key = m ? m[1] : name.replace(/^(\.\.\/)+/, '').split('/').slice(0, 2).join('/');
  groups.set(key, (groups.get(key) ?? '') + parts.join(''));
}
const rows = [...groups].map(([k, t]) => [k, t.length, gzipSync(t).length] as const).sort((a, b) => b[2] - a[2]);
for (const [k, raw, gz] of rows.slice(0, 40)) console.log(String((gz / 1024).toFixed(1)).padStart(6), String((raw / 1024).toFixed(1)).padStart(7), k);
