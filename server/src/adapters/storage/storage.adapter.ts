import fs from 'node:fs/promises';
import {existsSync, readdirSync, unlinkSync} from 'node:fs';
import path from 'node:path';
import type {S3Client} from '@aws-sdk/client-s3';
import {assertPrivateTree, ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE} from '../../security/private-files';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where the files the server makes or receives live (valuation images, payment files): keys like
 * `valuation-images/...` or `payment-xmls/...`. Nothing in a key comes from a client unchecked:
 * callers build keys from ids and server clocks.
 */
export interface FileStorage {
  readonly name: string;
  /** At the server's start, before any request: checks and tidies what the storage keeps, if anything. */
  open?(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** undefined when no file has that key. */
  get(key: string): Promise<StoredFile | undefined>;
}

/** Letters, digits and `-_.` per segment, segments joined by `/`: no `..`, no absolute paths. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some(segment => segment === '..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** The temporary name a file is written under: `{file}.{pid}.{ms}.partial`, the writer's process id in it. */
const PARTIAL = /^(.+)\.(\d+)\.\d+\.partial$/;

/**
 * The default: a folder under DATA_DIR. The content type is kept beside the file (`.type`), as S3
 * keeps it in the object's metadata. A file is written under a temporary name and renamed, so a
 * reader never sees half of it. Only the server's account may read the folder: folders 0700,
 * files 0600, whatever the umask.
 */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local';
  constructor(private root: string) {}

  /**
   * At start: the folder is made (0700) when missing and refused when open to other local users
   * (StartRefused, with the command that closes it); what a crash left half-written is removed.
   */
  async open(): Promise<void> {
    ensurePrivateDir(this.root);
    assertPrivateTree(this.root, 'The file storage folder');
    removeLeftovers(this.root);
  }

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), {recursive: true, mode: PRIVATE_DIR_MODE});
    const temporary = `${file}.${process.pid}.${Date.now()}.partial`;
    // On disk before the caller's transaction commits (a payment file whose record exists must exist):
    // each file is flushed, then the folder that names them.
    await writeDurably(`${file}.type`, contentType);
    await writeDurably(temporary, body);
    await fs.rename(temporary, file);
    await syncFolder(path.dirname(file));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.file(key);
    try {
      const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream')]);
      return {body, contentType};
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, a local test server); unset: AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (http://host/bucket/key), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
}

/**
 * The AWS SDK is loaded only where a bucket is configured: it is about a tenth of a second of a
 * server's start, which the installs that keep their files in DATA_DIR need not pay.
 */
const loadS3Sdk = () => import('@aws-sdk/client-s3');
type S3Sdk = Awaited<ReturnType<typeof loadS3Sdk>>;

/** Production: an S3 bucket (`S3_BUCKET`, `S3_REGION`, `S3_ENDPOINT`, keys from the environment). */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';
  private ready: Promise<{sdk: S3Sdk; client: S3Client}>;
  constructor(private options: S3StorageOptions) {
    this.ready = loadS3Sdk().then(sdk => {
      const client = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.accessKeyId && options.secretAccessKey ? {accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey} : undefined,
        // Checksums only where S3 requires them: S3-compatible servers often reject the SDK's default trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return {sdk, client};
    });
    // A failed load is answered by put and get; until one asks, it is no unhandled rejection.
    this.ready.catch(() => undefined);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const {sdk, client} = await this.ready;
    await client.send(new sdk.PutObjectCommand({Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType}));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertSafeKey(key);
    const {sdk, client} = await this.ready;
    try {
      const answer = await client.send(new sdk.GetObjectCommand({Bucket: this.options.bucket, Key: key}));
      const bytes = await answer.Body!.transformToByteArray();
      return {body: Buffer.from(bytes), contentType: answer.ContentType ?? 'application/octet-stream'};
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as {name?: string}).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  destroy(): void {
    void this.ready.then(
      ({client}) => client.destroy(),
      () => undefined,
    );
  }
}

export type StorageConfig = {kind: 'local'; dir: string} | ({kind: 's3'} & S3StorageOptions);

/**
 * `S3_BUCKET` set: S3 (region `S3_REGION`, default eu-north-1; `S3_ENDPOINT` for an S3-compatible
 * server, which also turns on path-style URLs; credentials from `S3_ACCESS_KEY_ID` and
 * `S3_SECRET_ACCESS_KEY` or the SDK's usual chain). Unset: the folder `DATA_DIR/files`.
 */
export function readStorageConfig(dataDir: string, env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) return {kind: 'local', dir: path.join(dataDir, 'files')};
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'eu-north-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

export function fileStorageFor(config: StorageConfig): FileStorage {
  if (config.kind === 'local') return new LocalFileStorage(config.dir);
  const {kind: _kind, ...options} = config;
  return new S3FileStorage(options);
}

/**
 * The `.partial` files of writers that are gone (a crash, a kill), with the content type written
 * beside a file that never arrived. A writer still running (another server process on the same
 * folder) keeps its own; this process has written nothing yet.
 */
function removeLeftovers(root: string): void {
  const visit = (folder: string) => {
    const entries = readdirSync(folder, {withFileTypes: true});
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        visit(file);
        continue;
      }
      const partial = PARTIAL.exec(entry.name);
      if (!partial || !entry.isFile()) continue;
      const pid = Number(partial[2]);
      if (pid !== process.pid && isRunning(pid)) continue;
      unlinkSync(file);
      const target = path.join(folder, partial[1]);
      if (!existsSync(target) && existsSync(`${target}.type`)) unlinkSync(`${target}.type`);
    }
  };
  visit(root);
}

/** Whether a process of this user runs with that id (signal 0 only asks; EPERM: another user's process, not a writer of ours). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Writes a file (0600: the owner's alone) and flushes it to the disk (fsync) before answering. */
async function writeDurably(file: string, data: string | Buffer): Promise<void> {
  const handle = await fs.open(file, 'w', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries (a rename into it) to the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
