// References a maintainer can follow: no tracked file cites a tracker's issue number. A comment, a
// test title, a document or a message names the rule or the reason instead, which stays true when
// the tracker is gone. Run by `npm test` (vitest, --root scripts).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** What cites an issue by its number: the word issue or issues, then a number (with or without #), or a bare (#number). */
const CITATIONS = [/\bissues? #?\d+/i, /\(#\d+\)/];

/** Generated or third-party text that is not ours to word. */
const SKIPPED = new Set(['package-lock.json', 'openapi.json']);

/** The read-only reference beside the repository (../shared), should a tracked path lead into it. */
const REFERENCE = path.resolve(root, '..', 'shared') + path.sep;

function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
    .split('\0')
    .filter(file => file && !SKIPPED.has(path.basename(file)))
    .map(file => path.join(root, file))
    .filter(file => fs.existsSync(file) && fs.statSync(file).isFile())
    .filter(file => !fs.realpathSync(file).startsWith(REFERENCE));
}

/** Every line of the tracked text files that cites an issue number, as `path:line: text`. */
function citations() {
  const found = [];
  for (const file of trackedFiles()) {
    const bytes = fs.readFileSync(file);
    if (bytes.includes(0)) continue; // binary
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        if (CITATIONS.some(pattern => pattern.test(line))) found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('references', () => {
  it('the patterns catch the ways an issue number is cited', () => {
    const cites = text => CITATIONS.some(pattern => pattern.test(text));
    // Built from parts, so that this file does not cite what it tests.
    for (const text of [`see ${'issue'} 3`, `Issue${' '}12, item 5:`, `issues${' '}15 to 17`, `ISSUE${' '}#8`, `fixed (${'#'}42)`])
      expect(cites(text), text).toBe(true);
    for (const text of ['an issued token', 'issue43-alaina', 'error.issues[0]', 'colour #fff', 'item 3 of the list']) expect(cites(text), text).toBe(false);
  });

  it('no tracked file cites an issue number: name the rule or the reason instead', {timeout: 60_000}, () => {
    expect(trackedFiles().length).toBeGreaterThan(100);
    expect(citations()).toEqual([]);
  });
});
