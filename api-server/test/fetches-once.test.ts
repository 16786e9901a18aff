import { fetchesOnce } from '../src/media/fetches-once';

/** A fetch held until the test answers it, and how many were started. */
function heldFetches() {
  const answers: Array<(kept: string | null) => void> = [];
  return {
    started: () => answers.length,
    fetch: () => new Promise<string | null>((resolve) => answers.push(resolve)),
    answer: (index: number, kept: string | null) => answers[index]!(kept),
  };
}

test('readers who ask for the same place at once wait for one fetch, and all have its copy', async () => {
  const fetchOnce = fetchesOnce(60_000);
  const held = heldFetches();
  const first = fetchOnce('post-1/0', 'https://elsewhere.example/a.png', held.fetch);
  const second = fetchOnce('post-1/0', 'https://elsewhere.example/a.png', held.fetch);
  // Another place of the same image is its own fetch (it keeps its own copy).
  const elsewhere = fetchOnce('post-2/0', 'https://elsewhere.example/a.png', held.fetch);
  expect(held.started()).toBe(2);
  held.answer(0, 'media-a');
  held.answer(1, 'media-a');
  expect(await Promise.all([first, second, elsewhere])).toEqual(['media-a', 'media-a', 'media-a']);
});

test('an address that failed is not fetched again until the pause has passed, then it is', async () => {
  let now = 1_000;
  const fetchOnce = fetchesOnce(60_000, () => now);
  const held = heldFetches();
  const failing = fetchOnce('post-1/0', 'https://elsewhere.example/broken.png', held.fetch);
  held.answer(0, null);
  expect(await failing).toBeNull();
  now += 59_999;
  expect(await fetchOnce('post-3/1', 'https://elsewhere.example/broken.png', held.fetch)).toBeNull();
  expect(held.started()).toBe(1);
  now += 1;
  const retried = fetchOnce('post-1/0', 'https://elsewhere.example/broken.png', held.fetch);
  expect(held.started()).toBe(2);
  held.answer(1, 'media-b');
  expect(await retried).toBe('media-b');
});
