// Removes compiled files whose source is gone (a renamed or deleted .ts): tsc -b never deletes
// them, and LoopBack's boot would still bind a stale dist/controllers/*.controller.js.
// Usage: node scripts/lib/prune-dist.mjs <package folder>...
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const COMPILED = /\.(js|js\.map|d\.ts|d\.ts\.map)$/;

/** Deletes dist/<x>.js (and its .map, .d.ts) when src/<x>.ts is missing; answers how many. */
export function pruneDist(packageDir) {
  const dist = path.join(packageDir, 'dist');
  const src = path.join(packageDir, 'src');
  let removed = 0;
  const walk = dir => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!COMPILED.test(entry.name)) continue;
      const source = path.join(src, path.relative(dist, full)).replace(COMPILED, '.ts');
      if (!fs.existsSync(source)) {
        fs.rmSync(full);
        removed++;
      }
    }
  };
  walk(dist);
  return removed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) pruneDist(path.resolve(dir));
}
