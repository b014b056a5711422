import fs from 'node:fs';
import path from 'node:path';

// The server's files on disk (the embedded database, the stored valuation images and payment
// files, the document-link key) hold password hashes, bank details and photos of what people sell:
// only the account the server runs as may read them. Folders are 0700 and files 0600; the server
// makes them so and refuses to start over a tree that is open to anyone else.

/** Group and others: no bit of theirs is allowed. */
const GROUP_AND_OTHERS = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Every file and folder this process creates from now on is its owner's alone (umask 077): also
 * the ones a library makes with its own default modes (PGlite's WAL segments and catalogue files).
 */
export function usePrivateUmask(): void {
  process.umask(GROUP_AND_OTHERS);
}

/** A folder only its owner may enter; missing ones (and missing parents) are made 0700. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, {recursive: true, mode: PRIVATE_DIR_MODE});
}

/** The path as the shell takes it: quoted when it holds anything but plain path characters. */
function shellWord(text: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The command that makes a tree its owner's alone. */
export const privateTreeCommand = (dir: string) => `chmod -R go-rwx ${shellWord(dir)}`;

export interface OpenEntry {
  /** Relative to the tree's folder ('.' for the folder itself). */
  path: string;
  mode: number;
}

/** The folder and the entries under it that group or others may use (symbolic links, whose mode means nothing, are skipped). */
export function openEntries(dir: string): OpenEntry[] {
  const open: OpenEntry[] = [];
  const visit = (file: string, stat: fs.Stats) => {
    if ((stat.mode & GROUP_AND_OTHERS) !== 0) open.push({path: path.relative(dir, file) || '.', mode: stat.mode & 0o777});
    if (!stat.isDirectory()) return;
    for (const entry of fs.readdirSync(file, {withFileTypes: true})) {
      if (entry.isSymbolicLink()) continue;
      const child = path.join(file, entry.name);
      visit(child, fs.lstatSync(child));
    }
  };
  visit(dir, fs.lstatSync(dir));
  return open;
}

/** A start refused for a reason the operator fixes: the message says how, no stack trace helps. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

/**
 * Refuses (StartRefused) a folder that group or others may read, enter or write, or that holds
 * anything they may, with the command that fixes it. `what` names the folder for the operator.
 */
export function assertPrivateTree(dir: string, what: string): void {
  const open = openEntries(dir);
  if (!open.length) return;
  const first = open[0];
  const example = `${first.path === '.' ? 'the folder itself' : first.path} is ${first.mode.toString(8).padStart(4, '0')}`;
  throw new StartRefused(
    `${what} ${dir} is open to other local users: ${open.length} ${open.length === 1 ? 'entry allows' : 'entries allow'} group or others ` +
      `(${example}); only its owner may use it (folders 0700, files 0600). Make it private with:\n  ${privateTreeCommand(dir)}\nand start again.`,
  );
}

/** Takes group's and others' bits off a tree this process has just made (what `chmod -R go-rwx` does). */
export function makeTreePrivate(dir: string): void {
  for (const entry of openEntries(dir)) {
    const file = path.join(dir, entry.path);
    fs.chmodSync(file, entry.mode & ~GROUP_AND_OTHERS);
  }
}
