import { readFile } from 'node:fs/promises';
import { isAbsolute, relative } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Where uploaded files live when not in DATA_DIR: an S3-compatible bucket (STORAGE=s3, docs/deploy.md). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** How long a signed download link works. */
  urlSeconds: number;
}

/** The object store behind the uploads; keys are paths under DATA_DIR (`uploads/avatars/x.png`). */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** A link the browser reads the file from for a while. */
  signedUrl(key: string): Promise<string>;
}

export function s3Storage(cfg: S3Config): ObjectStorage {
  const client = new S3Client({
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    ...(cfg.accessKeyId && cfg.secretAccessKey
      ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
      : {}),
  });
  const Bucket = cfg.bucket;
  return {
    async put(Key, Body, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async get(Key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
    },
    signedUrl: (Key) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key }), { expiresIn: cfg.urlSeconds }),
  };
}

// Each app's DATA_DIR with its object store (tests run several apps in one process).
const stores = new Map<string, ObjectStorage>();

export function useObjectStorage(dataDir: string, storage: ObjectStorage | null): void {
  if (storage) stores.set(dataDir, storage);
  else stores.delete(dataDir);
}

/** The object store and key of a path under a DATA_DIR that has one; null: the local folder. */
export function objectFor(path: string): { storage: ObjectStorage; key: string } | null {
  for (const [dataDir, storage] of stores) {
    const key = relative(dataDir, path);
    if (key && !key.startsWith('..') && !isAbsolute(key)) return { storage, key: key.split('\\').join('/') };
  }
  return null;
}

/** Reads a stored file from wherever it lives; null when missing. */
export async function readStoredFile(path: string): Promise<Buffer | null> {
  const object = objectFor(path);
  if (object) return object.storage.get(object.key);
  return readFile(path).catch(() => null);
}
