import { comeAgainWaits } from '../src/federation/come-again';

/**
 * A delivery refused for want of room is told to come again after a wait drawn at random, at
 * least 30 s and over a window as wide as the server needs to take, at its last minute's pace,
 * what it refused in that minute: the refusals of a burst come back spread out, not as a burst.
 */

/** The waits, on a clock and a draw the test sets. */
function waitsAt(startMs = 1_000_000) {
  const clock = { ms: startMs, draw: 0 };
  const waits = comeAgainWaits({ now: () => clock.ms, random: () => clock.draw });
  return { clock, waits };
}

test('with nothing refused lately, a refusal waits between 30 s and a minute', () => {
  const { clock, waits } = waitsAt();
  expect(waits.refused(true)).toBe(30);
  clock.draw = 0.999;
  expect(waits.refused(true)).toBe(59);
});

test('when it refused far more than it took in the last minute, the waits spread over the time it needs to take them', () => {
  const { clock, waits } = waitsAt();
  // A minute of taking one a second and refusing ten.
  for (let second = 0; second < 60; second += 1) {
    waits.taken();
    for (let refusal = 0; refusal < 10; refusal += 1) waits.refused(true);
    clock.ms += 1000;
  }
  clock.ms -= 1000;
  clock.draw = 0.5;
  // 601 refused at one a second: the window is 601 s wide, its middle 30 + 300 s.
  expect(waits.refused(true)).toBe(330);
  // 602 refused: its last second.
  clock.draw = 0.999;
  expect(waits.refused(true)).toBe(631);
});

test('a burst after a quiet minute is spread by what the server takes while it is full, not over the quiet', () => {
  const { clock, waits } = waitsAt();
  for (let taken = 0; taken < 50; taken += 1) waits.taken();
  clock.ms += 50_000;
  // Five seconds of taking 100 a second and refusing 400: 2,000 refused take 20 s at that pace.
  for (let second = 0; second < 5; second += 1) {
    for (let taken = 0; taken < 100; taken += 1) waits.taken();
    for (let refusal = 0; refusal < 400; refusal += 1) waits.refused(true);
    clock.ms += 1000;
  }
  clock.ms -= 1000;
  clock.draw = 0.999;
  // Under the shortest window: between 30 s and a minute still.
  expect(waits.refused(true)).toBe(59);
});

test('one server past its share alone widens no one’s waits: the server is not full', () => {
  const { clock, waits } = waitsAt();
  for (let refusal = 0; refusal < 1_000; refusal += 1) waits.refused(false);
  clock.draw = 0.999;
  expect(waits.refused(false)).toBe(59);
  expect(waits.refused(true)).toBe(59);
});

test('the window is never over an hour', () => {
  const { clock, waits } = waitsAt();
  for (let refusal = 0; refusal < 10_000; refusal += 1) waits.refused(true);
  clock.draw = 0.999;
  expect(waits.refused(true)).toBe(3_596);
});

test('a minute after a burst of refusals, the waits are short again', () => {
  const { clock, waits } = waitsAt();
  for (let refusal = 0; refusal < 1_000; refusal += 1) waits.refused(true);
  clock.draw = 0.999;
  expect(waits.refused(true)).toBeGreaterThan(900);
  clock.ms += 61_000;
  expect(waits.refused(true)).toBe(59);
});
