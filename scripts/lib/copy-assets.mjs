// Copies files tsc does not emit (the payment XSD) from src/ to dist/, so the compiled server and
// the production image, which holds only dist/, find them next to the code that reads them.
// Usage: node scripts/lib/copy-assets.mjs <package folder> <folder under src>...
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Copies src/<folder> to dist/<folder> for each folder; answers the folders copied. */
export function copyAssets(packageDir, folders) {
  return folders.map(folder => {
    const from = path.join(packageDir, 'src', folder);
    if (!fs.existsSync(from)) throw new Error(`copy-assets: ${from} does not exist`);
    fs.cpSync(from, path.join(packageDir, 'dist', folder), {recursive: true});
    return folder;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, ...folders] = process.argv.slice(2);
  copyAssets(path.resolve(dir), folders);
}
