import { messages } from 'api-contract/messages';
import { makeAdmin } from 'api-core/roles';
import { clientFor, guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const priya = { username: 'priyanair', password: 'priyaNair123' };
const omar = { username: 'omarh', password: 'omarHaddad123' };

/** The guest and Omar as moderators (the guest an admin): their tokens. */
async function twoModerators(): Promise<{ guestToken: string; omarToken: string }> {
  await makeAdmin(server.db, 'guest');
  const admin = await clientFor(server, guest);
  await admin.setRole({ userId: 'user-omar', body: { role: 'moderator' } });
  return { guestToken: admin.token!, omarToken: (await clientFor(server, omar)).token! };
}

/** Priya's report of `targetId`, a post unless said otherwise: its id. */
async function priyaReports(targetId: string, targetType = 'post'): Promise<string> {
  const priyaApi = await clientFor(server, priya);
  return (await priyaApi.createReport({ body: { targetType: targetType as 'post', targetId, reason: 'spam', text: '' } })).report._id;
}

const act = (token: string, reportId: string, action: 'remove' | 'dismiss') =>
  send(server, 'POST', `/api/moderation/reports/${reportId}`, { token, body: { action, reason: `${action}d` } });

describe(`moderation on ${databaseName}`, () => {
  it('the log refuses UPDATE and DELETE at the database, whatever code sends them', async () => {
    const { omarToken } = await twoModerators();
    expect((await act(omarToken, await priyaReports('post-1'), 'dismiss')).status).toBe(201);
    const refused = { message: 'the moderation log is kept as written' };
    await expect(server.db.query(`update moderation_log set reason = 'rewritten'`)).rejects.toMatchObject(refused);
    await expect(server.db.query('delete from moderation_log')).rejects.toMatchObject(refused);
    const { rows } = await server.db.query<{ reason: string }>('select reason from moderation_log');
    expect(rows).toEqual([{ reason: 'dismissd' }]);
  });

  // The second moderator's action is slipped in between the first's look-up of the report and
  // the transaction that acts on it, every time: the first must find the report settled there.
  it.each([
    ['dismiss', 'remove', 200],
    ['remove', 'remove', 404],
  ] as const)(
    'two moderators at once on one report, a %s and a %s, make one action; the other gets the 404',
    async (done, late, postStatus) => {
      const { guestToken, omarToken } = await twoModerators();
      const reportId = await priyaReports('post-1');
      let first: Awaited<ReturnType<typeof send>> | null = null;
      server.db.beforeNextQuery(/^begin$/, async () => {
        first = await act(guestToken, reportId, done);
      });
      const second = await act(omarToken, reportId, late);
      expect(first).toMatchObject({ status: 201, body: { entry: { action: done, reportsSettled: 1 } } });
      expect(second).toMatchObject({ status: 404, body: { errors: [messages.reportNotFound(reportId)] } });
      const { rows } = await server.db.query<{ action: string }>('select action from moderation_log');
      expect(rows).toEqual([{ action: done }]);
      expect((await send(server, 'GET', '/api/posts/post-1')).status).toBe(postStatus);
    },
  );

  it('five moderator actions on one report sent at once make one', async () => {
    const { guestToken, omarToken } = await twoModerators();
    const reportId = await priyaReports('post-1');
    const answers = await Promise.all(
      [guestToken, omarToken, guestToken, omarToken, guestToken].map((token) => act(token, reportId, 'dismiss')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404, 404, 404, 404]);
    const { rows } = await server.db.query<{ count: number }>('select count(*)::int as count from moderation_log');
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('five reports of one thing by one person sent at once: one is kept, the others are 409', async () => {
    const { token } = await clientFor(server, priya);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(server, 'POST', '/api/reports', { token, body: { report: { targetType: 'post', targetId: 'post-1', reason: 'spam' } } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(
      Array.from({ length: 4 }, () => ({ errors: [messages.alreadyReported], code: 'report.already' })),
    );
    const { rows } = await server.db.query<{ open_count: number }>('select open_count from report_cases');
    expect(rows).toEqual([{ open_count: 1 }]);
  });

  it("a moderator's removal is announced live as its author's deletion is: post.deleted, comment.deleted with the new count", async () => {
    const { omarToken } = await twoModerators();
    const commentReport = await priyaReports('comment-4-2', 'comment');
    const postReport = await priyaReports('post-5');
    const announced = async () => {
      const { rows } = await server.db.query<{ body: unknown }>('select body from events order by id desc limit 1');
      return rows[0]?.body;
    };
    expect((await act(omarToken, commentReport, 'remove')).status).toBe(201);
    expect(await announced()).toEqual({ type: 'comment.deleted', postId: 'post-4', commentId: 'comment-4-2', commentCount: 1 });
    expect((await act(omarToken, postReport, 'remove')).status).toBe(201);
    expect(await announced()).toEqual({ type: 'post.deleted', postId: 'post-5' });
  });
});
