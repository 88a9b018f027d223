// `npm run media:to-bucket`: copies the pictures under DATA_DIR/media into the bucket of MEDIA_S3_BUCKET, the
// move from one machine's disk to object storage (docs/deploy.md). Idempotent: a picture already in the bucket is
// left alone (a name holds the picture's hash, so the same name is the same picture), so it may run again, and
// while the shop serves. Files that are not pictures the shop stored are not copied.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { type MediaStore, bucketMediaStore } from './store';
import { UPLOAD_KINDS, isUploadName } from './uploads';

export interface CopyResult {
  copied: number;
  alreadyThere: number;
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Puts every stored picture of `mediaDir` that `store` lacks. */
export async function copyToStore(mediaDir: string, store: MediaStore): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, alreadyThere: 0 };
  for (const kind of UPLOAD_KINDS) {
    for (const name of await namesIn(join(mediaDir, kind))) {
      if (!isUploadName(kind, name)) continue;
      const key = `${kind}/${name}`;
      if (await store.has(key)) {
        result.alreadyThere += 1;
        continue;
      }
      await store.put(key, await readFile(join(mediaDir, kind, name)), 'image/webp');
      result.copied += 1;
    }
  }
  return result;
}

/** The command: its output lines and exit code. */
export async function runCopyCommand(env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  const config = loadConfig(env);
  if (!config.mediaBucket) {
    out('MEDIA_S3_BUCKET is not set: name the bucket to copy DATA_DIR/media into (docs/deploy.md).');
    return 1;
  }
  const mediaDir = join(config.dataDir, 'media');
  const store = bucketMediaStore(config.mediaBucket);
  const { copied, alreadyThere } = await copyToStore(mediaDir, store);
  out(`Copied ${copied} pictures from ${mediaDir} to ${store.where}; ${alreadyThere} were there already.`);
  return 0;
}

// Run as a script (tsx apps/api/src/media/copy-to-bucket.ts), not when a test imports it.
if (process.argv[1] && /copy-to-bucket\.ts$/.test(process.argv[1])) {
  runCopyCommand(process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const reason = (error as { reason?: unknown }).reason ?? error;
      console.error(reason instanceof Error ? reason.message : reason);
      process.exit(1);
    },
  );
}
