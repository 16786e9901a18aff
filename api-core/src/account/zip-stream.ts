import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a zip: its name, and its bytes as they come (a JSON list page by page, an image whole). */
export type ZipEntry = { name: string; chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>; compress: boolean };

/**
 * A zip of `entries`, built as it is read: fflate compresses each chunk as it is pushed and hands
 * the zip's bytes back at once, so only the chunk at hand (a page of records, one image) is in
 * memory, however large the account. The adapter from fflate's callbacks to an async iterable is
 * written here: fflate has none.
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of entry.chunks) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
