import { minify } from 'vite';
import { readFileSync } from 'node:fs';
for (const f of process.argv.slice(2)) {
  const r = await minify('x.js', readFileSync(f, 'utf8'), { compress: { target: 'es2020' }, mangle: true });
  const code = r.code.trim();
  console.log(f, Buffer.byteLength(code)); console.log(code);
}
