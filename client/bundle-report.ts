import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Plugin} from 'vite';

/** What a page loads before it shows: the entry plus the lazy chunks its route needs, with their static imports. */
export const PAGES: Record<string, string[]> = {
  loginPage: ['index.html'],
  receiverPage: ['index.html', 'src/app/shell/AppShell.tsx', 'src/features/receiver/routes/ReceiverRoute.tsx'],
};
export const BUDGET_GZIP_BYTES = 250 * 1024;
export const REPORT_FILE = 'bundle-report.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export function initialJsGzipBytes(distDir: string, roots: string[]): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle report: ${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...files].filter(f => f.endsWith('.js')).reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(distDir, f))).length, 0);
}

/** After the build: prints each page's initial JavaScript in gzip bytes and writes dist/bundle-report.json. */
export function bundleReport(): Plugin {
  let outDir = 'dist';
  return {
    name: 'karat-bundle-report',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const report = Object.fromEntries(Object.entries(PAGES).map(([page, roots]) => [page, initialJsGzipBytes(outDir, roots)]));
      fs.writeFileSync(path.join(outDir, REPORT_FILE), JSON.stringify({budgetGzipBytes: BUDGET_GZIP_BYTES, ...report}, null, 2) + '\n');
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `initial JavaScript (gzip): ${Object.entries(report)
          .map(([p, n]) => `${p} ${kb(n)}`)
          .join(', ')} (budget ${kb(BUDGET_GZIP_BYTES)} each)`,
      );
    },
  };
}
