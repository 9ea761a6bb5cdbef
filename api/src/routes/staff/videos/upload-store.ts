import { mkdir } from 'node:fs/promises';
import { FileStore } from '@tus/file-store';

/**
 * tus's FileStore on a directory made, and awaited, here. FileStore's constructor starts a
 * `mkdir -p` of its own and throws its error from a callback, where nothing can catch it; a
 * recursive mkdir is several thread-pool steps, so the last could run after a test's app had
 * closed and its DATA_DIR was being removed (ENOENT crashed the api suite twice).
 */
class AwaitedFileStore extends FileStore {}
// The constructor's own mkdir (a private method of @tus/file-store 2): the directory already exists.
(AwaitedFileStore.prototype as unknown as { checkOrCreateDirectory: () => void }).checkOrCreateDirectory =
  () => {};

export async function uploadStore(directory: string): Promise<FileStore> {
  await mkdir(directory, { recursive: true });
  return new AwaitedFileStore({ directory });
}
