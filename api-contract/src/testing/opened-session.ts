/**
 * A login's answer that opened a session, for tests that sign in people without a second
 * factor: a login that waits for one (`secondFactor`) fails the test.
 */
export function opened<Answer extends object>(answer: Answer): Extract<Answer, { encodedToken: string }> {
  if (!('encodedToken' in answer)) throw new Error('The login waits for a second factor instead of opening a session.');
  return answer as Extract<Answer, { encodedToken: string }>;
}
