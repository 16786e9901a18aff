/**
 * Resolves once `check` holds, looking every 50 ms, for `seconds` at most: what a test waits for
 * happens in the background (a job, a delivery), after the answer that caused it.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, seconds = 15): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${seconds} seconds: ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
