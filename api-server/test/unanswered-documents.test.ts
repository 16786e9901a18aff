import { FetchError, type DocumentLoader } from '@fedify/vocab-runtime';
import { unansweredDocuments } from '../src/federation/document-loaders';

/** A loader that fails each fetch with `failure()`, counting the fetches it was asked for. */
function failingLoader(failure: () => Error) {
  const asked: string[] = [];
  const load: DocumentLoader = (url) => {
    asked.push(url);
    return Promise.reject(failure());
  };
  return { load, asked };
}

const bob = 'https://elsewhere.example/users/bob';

test('a document whose server did not answer is not asked for again, whichever key of it is looked up', async () => {
  const { load, asked } = failingLoader(() => new TypeError('fetch failed'));
  const remembered = unansweredDocuments().remembering(load);
  await expect(remembered(`${bob}#main-key`)).rejects.toThrow('fetch failed');
  await expect(remembered(`${bob}#ed25519-key`)).rejects.toThrow('fetch failed');
  await expect(remembered(bob)).rejects.toThrow('fetch failed');
  expect(asked).toEqual([`${bob}#main-key`]);
});

test('what a server answered, even a refusal, is asked for again: its caches keep what came', async () => {
  const { load, asked } = failingLoader(() => new FetchError(bob, 'HTTP 503', new Response('', { status: 503 })));
  const remembered = unansweredDocuments().remembering(load);
  await expect(remembered(bob)).rejects.toThrow('HTTP 503');
  await expect(remembered(bob)).rejects.toThrow('HTTP 503');
  expect(asked).toHaveLength(2);
});

test('a fetch its caller stopped is not remembered as unanswered', async () => {
  // What fetch throws once its signal stopped it (a DOMException, an Error of Node's own realm).
  const { load, asked } = failingLoader(() => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }));
  const remembered = unansweredDocuments().remembering(load);
  await expect(remembered(bob, { signal: AbortSignal.abort() })).rejects.toThrow('aborted');
  await expect(remembered(bob)).rejects.toThrow('aborted');
  expect(asked).toHaveLength(2);
});

test('another document of the same server is still asked for: only the one unanswered is remembered', async () => {
  const { load, asked } = failingLoader(() => new TypeError('fetch failed'));
  const remembered = unansweredDocuments().remembering(load);
  await expect(remembered(bob)).rejects.toThrow('fetch failed');
  await expect(remembered('https://elsewhere.example/users/carol')).rejects.toThrow('fetch failed');
  expect(asked).toHaveLength(2);
});
