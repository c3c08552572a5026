// @vitest-environment node
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import { z } from './zod';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function shippedSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$|\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/[/\\](testing|bench|build)[/\\]/.test(path));
}

describe('@common/lib/zod', () => {
  it('turns off generated parsers, and schemas still parse and refuse', () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ amount: z.string(), count: z.number() });
    expect(schema.parse({ amount: '10.00', count: 2 })).toEqual({ amount: '10.00', count: 2 });
    expect(schema.safeParse({ amount: 10 }).success).toBe(false);
  });

  it('is the only way shipped code reaches zod (a schema defined before the setting would probe eval)', async () => {
    const offenders: string[] = [];
    for (const dir of ['src', 'store', 'features']) {
      for (const path of await shippedSources(join(ROOT, dir))) {
        if (path.endsWith(join('src', 'lib', 'zod.ts'))) continue;
        if (/from\s+['"]zod(\/[^'"]*)?['"]/.test(await readFile(path, 'utf8'))) {
          offenders.push(relative(ROOT, path));
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
