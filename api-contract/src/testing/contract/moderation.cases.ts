import type * as v from 'valibot';
import type { Report } from '../../entities';
import { messages } from '../../messages';
import type { ReportRequestSchema } from '../../schemas/requests';
import { guestCredentials } from '../../seed/guest';
import type { Contract } from './context';
import { failure, likeWith, noDrift } from './harness';

/** The seed's people, as they sign in. */
const people = {
  guest: guestCredentials,
  adarsh: { username: 'adarshbalika', password: 'adarshBalika123' },
  priya: { username: 'priyanair', password: 'priyaNair123' },
  omar: { username: 'omarh', password: 'omarHaddad123' },
  lena: { username: 'lenaf', password: 'lenaFischer123' },
  kenji: { username: 'kenjisato', password: 'kenjiSato123' },
};
type Person = keyof typeof people;
type ReportRequest = v.InferInput<typeof ReportRequestSchema>;

const signInAs = (c: Contract, person: Person) => c.signInAs(people[person].username, people[person].password);

/** The guest made an admin by the operator's command, who makes Omar a moderator; Omar is signed in. */
async function omarModerates(c: Contract): Promise<void> {
  await c.harness.makeAdmin('guest');
  await c.guest();
  await c.api.setRole({ userId: 'user-omar', body: { role: 'moderator' } });
  await signInAs(c, 'omar');
}

/** `person`'s report of `report`: signs them in and sends it. */
async function reportAs(c: Contract, person: Person, report: ReportRequest): Promise<Report> {
  await signInAs(c, person);
  return (await c.api.createReport({ body: report })).report;
}

const spam = (targetType: ReportRequest['targetType'], targetId: string): ReportRequest => ({
  targetType,
  targetId,
  reason: 'spam',
  text: '',
});

/** The first post, as the seed has it and as a case and the log keep it. */
const firstLight = { postId: 'post-1', title: 'First light', text: 'Woke up early for once and the sky paid me back.' };
const adarshRef = { _id: 'user-adarsh', username: 'adarshbalika' };
const kenjiRef = { _id: 'user-kenji', username: 'kenjisato' };
const omarRef = { _id: 'user-omar', username: 'omarh' };

/** Any text: an id, a time the API made. */
const anyText = expect.any(String) as unknown as string;

/** A moment safely to come, as the API writes it. */
const farFuture = '2999-01-01T00:00:00.000Z';

export function moderationCases(contract: () => Contract): void {
  describe('reports', () => {
    it('a post, a comment or a person is reported once: 201 with the report; a second open report of it is a 409', async () => {
      const c = contract();
      const report = await reportAs(c, 'priya', spam('post', 'post-1'));
      expect(report).toEqual({
        _id: anyText,
        targetType: 'post',
        targetId: 'post-1',
        reason: 'spam',
        text: '',
        forwarded: false,
        createdAt: anyText,
      });
      expect(Date.parse(report.createdAt)).not.toBeNaN();
      expect(await failure(c.api.createReport({ body: { ...spam('post', 'post-1'), reason: 'illegal' } }))).toEqual({
        status: 409,
        message: messages.alreadyReported,
      });
      await expect(
        c.api.createReport({ body: { targetType: 'comment', targetId: 'comment-1-2', reason: 'harassment', text: 'Rude.' } }),
      ).resolves.toMatchObject({ report: { targetType: 'comment', targetId: 'comment-1-2', reason: 'harassment', text: 'Rude.' } });
      await expect(
        c.api.createReport({ body: { targetType: 'user', targetId: 'user-kenji', reason: 'other', text: 'Pretends to be me.' } }),
      ).resolves.toMatchObject({ report: { targetType: 'user', targetId: 'user-kenji', reason: 'other' } });
      // Another person's report of the same thing is theirs to make.
      await expect(reportAs(c, 'lena', spam('post', 'post-1'))).resolves.toMatchObject({ targetId: 'post-1' });
    });

    it('a report of someone of another server may go to their server too (forwarded); of a member or a message, it stays here', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      const sent = await reportAs(c, 'priya', { ...spam('user', bobId), forward: true });
      expect([sent.targetId, sent.forwarded]).toEqual([bobId, true]);
      // Asked for a member, there is no server to send it to: it stays here, as it does when not asked.
      expect((await reportAs(c, 'priya', { ...spam('user', 'user-kenji'), forward: true })).forwarded).toBe(false);
      expect((await reportAs(c, 'lena', spam('user', bobId))).forwarded).toBe(false);
      const refused = await failure(c.api.createReport({ body: { ...spam('post', 'post-1'), forward: 'yes' as unknown as boolean } }));
      expect(refused).toEqual({ status: 400, message: 'forward must be true or false.' });
      await omarModerates(c);
      const bobCase = (await c.app.getReports()).reports.find((found) => found.targetId === bobId);
      expect(bobCase?.reports.map((report) => [report.reporter.username, report.forwarded])).toEqual([
        ['lenaf', false],
        ['priyanair', true],
      ]);
    });

    it('oneself and what one made cannot be reported (400); what does not exist is a 404; nothing is kept of either', async () => {
      const c = contract();
      await signInAs(c, 'priya');
      const self = { status: 400, message: messages.reportSelf };
      expect(await failure(c.api.createReport({ body: spam('post', 'post-2') }))).toEqual(self);
      expect(await failure(c.api.createReport({ body: spam('comment', 'comment-1-1') }))).toEqual(self);
      expect(await failure(c.api.createReport({ body: spam('user', 'user-priya') }))).toEqual(self);
      const gone = { status: 404, message: messages.reportedGone };
      expect(await failure(c.api.createReport({ body: spam('post', 'post-none') }))).toEqual(gone);
      expect(await failure(c.api.createReport({ body: spam('comment', 'comment-none') }))).toEqual(gone);
      expect(await failure(c.api.createReport({ body: spam('user', 'user-none') }))).toEqual(gone);
      // A post its author deleted is gone too.
      await signInAs(c, 'adarsh');
      await c.app.deletePost({ postId: 'post-1' });
      await signInAs(c, 'priya');
      expect(await failure(c.api.createReport({ body: spam('post', 'post-1') }))).toEqual(gone);
      await omarModerates(c);
      expect((await c.app.getReports()).reports).toEqual([]);
    });

    it('a report needs someone signed in, a reason, and words when the reason is "other"', async () => {
      const c = contract();
      expect(await failure(c.api.createReport({ body: spam('post', 'post-1') }))).toEqual({ status: 401, message: messages.invalidToken });
      await signInAs(c, 'priya');
      const send = (report: object) => c.raw('POST', '/reports', { headers: c.authorized(), body: JSON.stringify({ report }) });
      expect(await send({ targetType: 'post', targetId: 'post-1', reason: 'other', text: '  ' })).toMatchObject({
        status: 400,
        body: { errors: ['Say in a few words what is wrong.'] },
      });
      expect(await send({ targetType: 'song', targetId: 'post-1', reason: 'spam' })).toMatchObject({
        status: 400,
        body: { errors: ['targetType must be post, comment, user or message.'] },
      });
      await omarModerates(c);
      expect((await c.app.getReports()).reports).toEqual([]);
    });
  });

  describe('the moderation queue', () => {
    it('lists each thing reported once, the most reported first and then the latest, with what it was, its author and its reports', async () => {
      const c = contract();
      await reportAs(c, 'priya', spam('post', 'post-1'));
      await reportAs(c, 'lena', { targetType: 'comment', targetId: 'comment-1-2', reason: 'harassment', text: 'Mean.' });
      const latestOnPost = await reportAs(c, 'kenji', { targetType: 'post', targetId: 'post-1', reason: 'illegal', text: 'Stolen photo.' });
      await reportAs(c, 'guest', { targetType: 'user', targetId: 'user-kenji', reason: 'other', text: 'Impersonation.' });
      // The moderator sees the reported post's picture as its readers do.
      const { images } = (await c.api.getPost({ postId: 'post-1' })).post;
      expect(images.map((image) => image.alt)).toEqual(['A drawing of the sun over two hills.']);
      await omarModerates(c);

      const { reports, nextCursor } = await c.app.getReports();
      expect(nextCursor).toBeNull();
      expect(reports.map((report) => [report.targetType, report.targetId, report.reportCount])).toEqual([
        ['post', 'post-1', 2],
        ['user', 'user-kenji', 1],
        ['comment', 'comment-1-2', 1],
      ]);
      const [post, person, comment] = reports;
      expect(post).toEqual({
        _id: latestOnPost._id,
        targetType: 'post',
        targetId: 'post-1',
        author: { ...adarshRef, role: 'member', suspendedUntil: null, suspendedByTheirServer: false },
        content: { ...firstLight, exists: true, images },
        reportCount: 2,
        reports: [
          { reporter: kenjiRef, reason: 'illegal', text: 'Stolen photo.', forwarded: false, createdAt: latestOnPost.createdAt },
          { reporter: { _id: 'user-priya', username: 'priyanair' }, reason: 'spam', text: '', forwarded: false, createdAt: anyText },
        ],
        latestAt: latestOnPost.createdAt,
      });
      expect(person).toMatchObject({
        author: { ...kenjiRef, role: 'member', suspendedUntil: null, suspendedByTheirServer: false },
        content: { postId: null, title: 'Kenji Sato', text: 'Night owl. Synth music.', exists: true },
      });
      expect(comment).toMatchObject({
        author: { ...omarRef, role: 'moderator' },
        content: { postId: 'post-1', title: '', text: 'Where is this?', exists: true },
        reports: [{ reporter: { _id: 'user-lena', username: 'lenaf' }, reason: 'harassment', text: 'Mean.' }],
      });
    });

    it('comes in pages, each case once', async () => {
      const c = contract();
      await reportAs(c, 'priya', spam('post', 'post-1'));
      await reportAs(c, 'priya', spam('post', 'post-3'));
      await reportAs(c, 'priya', spam('post', 'post-4'));
      await omarModerates(c);
      const first = await c.app.getReports({ query: { limit: 2 } });
      expect(first.reports.map((report) => report.targetId)).toEqual(['post-4', 'post-3']);
      const rest = await c.app.getReports({ query: { limit: 2, cursor: first.nextCursor! } });
      expect(rest.reports.map((report) => report.targetId)).toEqual(['post-1']);
      expect(rest.nextCursor).toBeNull();
    });

    it('keeps what was reported as it was when reported, and says when it no longer exists', async () => {
      const c = contract();
      await reportAs(c, 'priya', spam('post', 'post-1'));
      await signInAs(c, 'adarsh');
      await c.app.editPost({ postId: 'post-1', body: { caption: 'Edited', content: 'Nothing to see' } });
      const { images } = (await c.api.getPost({ postId: 'post-1' })).post;
      await omarModerates(c);
      expect((await c.app.getReports()).reports[0]!.content).toEqual({ ...firstLight, exists: true, images });
      await signInAs(c, 'adarsh');
      await c.app.deletePost({ postId: 'post-1' });
      await signInAs(c, 'omar');
      const [gone] = (await c.app.getReports()).reports;
      expect(gone!.content).toEqual({ ...firstLight, exists: false, images: [] });
      // What its author deleted cannot be removed again, and can be dismissed.
      expect(await failure(c.api.actOnReport({ reportId: gone!._id, body: { action: 'remove', reason: 'Spam' } }))).toEqual({
        status: 404,
        message: messages.postNotFound('post-1'),
      });
      await expect(c.api.actOnReport({ reportId: gone!._id, body: { action: 'dismiss', reason: 'Gone already' } })).resolves.toMatchObject({
        entry: { action: 'dismiss', reportsSettled: 1, content: { exists: false } },
      });
    });

    it('a member is refused every moderator call, in words, and nothing changes', async () => {
      const c = contract();
      const report = await reportAs(c, 'priya', spam('post', 'post-1'));
      const refused = { status: 403, message: messages.staffOnly('moderator') };
      expect(await failure(c.api.getReports())).toEqual(refused);
      expect(await failure(c.api.actOnReport({ reportId: report._id, body: { action: 'remove', reason: 'Mine now' } }))).toEqual(refused);
      expect(await failure(c.api.unsuspend({ userId: 'user-kenji', body: { reason: 'Why not' } }))).toEqual(refused);
      expect(await failure(c.api.getModerationLog())).toEqual(refused);
      await expect(c.api.getPost({ postId: 'post-1' })).resolves.toBeTruthy();
      await omarModerates(c);
      expect((await c.app.getReports()).reports.map((found) => found.reportCount)).toEqual([1]);
      expect((await c.app.getModerationLog()).entries).toEqual([]);
    });
  });

  describe('acting on a report', () => {
    it("remove deletes a post as its author's deletion does, settles every open report of it, and the log and the author are told why", async () => {
      const c = contract();
      await reportAs(c, 'priya', spam('post', 'post-1'));
      const latest = await reportAs(c, 'kenji', spam('post', 'post-1'));
      await omarModerates(c);
      const { entry } = await c.api.actOnReport({ reportId: latest._id, body: { action: 'remove', reason: 'Advertising.' } });
      expect(entry).toEqual({
        _id: anyText,
        action: 'remove',
        moderator: omarRef,
        subject: adarshRef,
        targetType: 'post',
        targetId: 'post-1',
        content: { ...firstLight, exists: false },
        reason: 'Advertising.',
        until: null,
        reportsSettled: 2,
        createdAt: anyText,
        serverBlock: null,
      });
      expect(await failure(c.api.getPost({ postId: 'post-1' }))).toEqual({ status: 404, message: messages.postNotFound('post-1') });
      expect((await c.api.getUser({ userId: 'user-adarsh' })).user.postCount).toBe(0);
      expect(await c.harness.countDrift()).toEqual(noDrift);
      expect((await c.app.getReports()).reports).toEqual([]);
      expect((await c.app.getModerationLog()).entries).toEqual([entry]);
      expect(await failure(c.api.actOnReport({ reportId: latest._id, body: { action: 'dismiss', reason: 'Again' } }))).toEqual({
        status: 404,
        message: messages.reportNotFound(latest._id),
      });
      expect(await failure(reportAs(c, 'lena', spam('post', 'post-1')))).toEqual({ status: 404, message: messages.reportedGone });

      await signInAs(c, 'adarsh');
      const notice = {
        _id: entry._id,
        action: 'remove',
        targetType: 'post',
        content: { ...firstLight, exists: false },
        reason: 'Advertising.',
        until: null,
        createdAt: entry.createdAt,
      };
      expect(await c.api.getNotices()).toEqual({ notices: [notice] });
      // Read once: gone from the list after.
      expect(await c.api.readNotices()).toEqual({ notices: [] });
      expect(await c.api.getNotices()).toEqual({ notices: [] });
      // The reporters are not told anything.
      await signInAs(c, 'priya');
      expect(await c.api.getNotices()).toEqual({ notices: [] });
    });

    it("remove deletes a comment, and its post's count follows", async () => {
      const c = contract();
      const report = await reportAs(c, 'kenji', { targetType: 'comment', targetId: 'comment-1-1', reason: 'harassment', text: '' });
      await omarModerates(c);
      const { entry } = await c.api.actOnReport({ reportId: report._id, body: { action: 'remove', reason: 'Not kind.' } });
      expect(entry).toMatchObject({
        subject: { _id: 'user-priya', username: 'priyanair' },
        targetType: 'comment',
        content: { postId: 'post-1', title: '', text: 'Worth the alarm!', exists: false },
      });
      const { post } = await c.api.getPost({ postId: 'post-1' });
      expect(post.commentCount).toBe(1);
      expect(post.comments.map((comment) => comment._id)).toEqual(['comment-1-2']);
      expect(await c.harness.countDrift()).toEqual(noDrift);
      await signInAs(c, 'priya');
      expect((await c.api.getNotices()).notices.map((notice) => [notice.action, notice.content.text])).toEqual([
        ['remove', 'Worth the alarm!'],
      ]);
    });

    it('dismiss settles every open report of the thing and tells nobody; a new report opens it again, as it is then', async () => {
      const c = contract();
      await reportAs(c, 'priya', spam('post', 'post-1'));
      const latest = await reportAs(c, 'lena', spam('post', 'post-1'));
      await omarModerates(c);
      const { entry } = await c.api.actOnReport({ reportId: latest._id, body: { action: 'dismiss', reason: 'Not spam.' } });
      expect(entry).toMatchObject({ action: 'dismiss', subject: adarshRef, until: null, reportsSettled: 2, content: { exists: true } });
      await expect(c.api.getPost({ postId: 'post-1' })).resolves.toBeTruthy();
      expect((await c.app.getReports()).reports).toEqual([]);
      await signInAs(c, 'adarsh');
      expect(await c.api.getNotices()).toEqual({ notices: [] });
      await c.app.editPost({ postId: 'post-1', body: { caption: 'Now really spam', content: 'Buy now' } });

      await reportAs(c, 'priya', spam('post', 'post-1'));
      await signInAs(c, 'omar');
      const [reopened] = (await c.app.getReports()).reports;
      expect(reopened).toMatchObject({
        reportCount: 1,
        content: { postId: 'post-1', title: 'Now really spam', text: 'Buy now', exists: true },
        reports: [{ reporter: { username: 'priyanair' } }],
      });
    });

    it('a person cannot be removed, only suspended; nothing changes', async () => {
      const c = contract();
      const report = await reportAs(c, 'priya', spam('user', 'user-kenji'));
      await omarModerates(c);
      expect(await failure(c.api.actOnReport({ reportId: report._id, body: { action: 'remove', reason: 'Go away' } }))).toEqual({
        status: 400,
        message: messages.removePerson,
      });
      expect((await c.app.getReports()).reports.map((found) => found.reportCount)).toEqual([1]);
      expect((await c.app.getModerationLog()).entries).toEqual([]);
    });

    it('bad input is refused in words and changes nothing: an unknown report, an action that is not one, an end already past', async () => {
      const c = contract();
      const report = await reportAs(c, 'priya', spam('user', 'user-kenji'));
      await omarModerates(c);
      expect(await failure(c.api.actOnReport({ reportId: 'report-none', body: { action: 'dismiss', reason: 'x' } }))).toEqual({
        status: 404,
        message: messages.reportNotFound('report-none'),
      });
      const act = (body: object) =>
        c.raw('POST', `/moderation/reports/${report._id}`, { headers: c.authorized(), body: JSON.stringify(body) });
      expect(await act({ action: 'ban', reason: 'x' })).toMatchObject({
        status: 400,
        body: { errors: ['action must be remove, suspend or dismiss.'] },
      });
      expect(await act({ action: 'suspend', reason: 'x', until: 'next week' })).toMatchObject({
        status: 400,
        body: { errors: ['until must be a date and time, like 2026-12-01T10:00:00Z.'] },
      });
      expect((await act({ action: 'dismiss', reason: '' })).status).toBe(400);
      expect(
        await failure(c.api.actOnReport({ reportId: report._id, body: { action: 'suspend', reason: 'x', until: '2020-01-01T00:00:00Z' } })),
      ).toEqual({ status: 400, message: messages.untilPassed });
      expect((await c.app.getReports()).reports.map((found) => found.reportCount)).toEqual([1]);
      expect((await c.app.getModerationLog()).entries).toEqual([]);
      await signInAs(c, 'kenji');
      await expect(c.api.getNotices()).resolves.toEqual({ notices: [] });
    });

    it('nobody acts on a report about themselves or what they made', async () => {
      const c = contract();
      const aboutOmar = await reportAs(c, 'priya', spam('post', 'post-3'));
      await omarModerates(c);
      expect(await failure(c.api.actOnReport({ reportId: aboutOmar._id, body: { action: 'dismiss', reason: 'Fine by me' } }))).toEqual({
        status: 403,
        message: messages.moderateSelf,
      });
      // Another moderator may.
      await c.guest();
      await expect(c.api.actOnReport({ reportId: aboutOmar._id, body: { action: 'dismiss', reason: 'Fine' } })).resolves.toMatchObject({
        entry: { moderator: { username: 'guest' }, subject: omarRef },
      });
    });
  });

  describe('suspensions', () => {
    it('end every session of the account at once; login then says until when and why; lifting it lets the person in again', async () => {
      const c = contract();
      await signInAs(c, 'kenji');
      const kenjiToken = c.token!;
      await signInAs(c, 'kenji');
      const otherKenjiToken = c.token!;
      await c.api.follow({ followUserId: 'user-omar' });
      const follows = async () => {
        const { user } = await c.api.getUser({ userId: 'user-kenji' });
        return [user.followingCount, user.followerCount];
      };
      const followsBefore = await follows();
      const report = await reportAs(c, 'priya', { targetType: 'user', targetId: 'user-kenji', reason: 'harassment', text: '' });
      await omarModerates(c);
      const { entry } = await c.api.actOnReport({
        reportId: report._id,
        body: { action: 'suspend', reason: 'Harassment.', until: '2999-01-01T00:00:00Z' },
      });
      expect(entry).toMatchObject({
        action: 'suspend',
        moderator: omarRef,
        subject: kenjiRef,
        targetType: 'user',
        targetId: 'user-kenji',
        until: farFuture,
        reportsSettled: 1,
        content: { postId: null, title: 'Kenji Sato', exists: true },
      });
      const suspended = messages.accountSuspended(farFuture, 'Harassment.');
      for (const token of [kenjiToken, otherKenjiToken]) {
        expect(await likeWith(c.raw, token)).toMatchObject({ status: 401, body: { errors: [suspended] } });
        expect(await c.raw('GET', '/posts', { headers: { authorization: token } })).toMatchObject({
          status: 401,
          body: { errors: [suspended] },
        });
      }
      expect(await failure(signInAs(c, 'kenji'))).toEqual({ status: 403, message: suspended });
      // Without the password, nothing is told.
      expect(await failure(c.signInAs('kenjisato', 'not-his-password'))).toEqual({ status: 401, message: messages.wrongPassword });

      await signInAs(c, 'omar');
      expect((await c.app.getReports()).reports).toEqual([]);
      const lifted = await c.api.unsuspend({ userId: 'user-kenji', body: { reason: 'Apologised.' } });
      expect(lifted.entry).toMatchObject({
        action: 'unsuspend',
        moderator: omarRef,
        subject: kenjiRef,
        targetType: 'user',
        targetId: 'user-kenji',
        reason: 'Apologised.',
        until: null,
        reportsSettled: 0,
      });
      expect(await failure(c.api.unsuspend({ userId: 'user-kenji', body: { reason: 'Again' } }))).toEqual({
        status: 400,
        message: messages.notSuspended,
      });
      expect(await failure(c.api.unsuspend({ userId: 'user-none', body: { reason: 'Who' } }))).toEqual({
        status: 404,
        message: messages.userNotFound('user-none'),
      });
      // The sessions the suspension ended stay ended; the follows both ways stand.
      expect(await likeWith(c.raw, kenjiToken)).toMatchObject({ status: 401, body: { errors: [messages.invalidToken] } });
      expect(await follows()).toEqual(followsBefore);
      await signInAs(c, 'kenji');
      expect((await c.api.getNotices()).notices.map(({ action, reason, until }) => ({ action, reason, until }))).toEqual([
        { action: 'unsuspend', reason: 'Apologised.', until: null },
        { action: 'suspend', reason: 'Harassment.', until: farFuture },
      ]);
    });

    it("suspend a post's author, for good when no end is given", async () => {
      const c = contract();
      const report = await reportAs(c, 'priya', spam('post', 'post-5'));
      await omarModerates(c);
      const { entry } = await c.api.actOnReport({ reportId: report._id, body: { action: 'suspend', reason: 'Spam, again and again.' } });
      expect(entry).toMatchObject({ action: 'suspend', subject: kenjiRef, targetType: 'post', targetId: 'post-5', until: 'infinity' });
      expect(await failure(signInAs(c, 'kenji'))).toEqual({
        status: 403,
        message: messages.accountSuspended(null, 'Spam, again and again.'),
      });
    });

    it('a suspension for a time ends by itself when the time has passed; one for good does not', async () => {
      const c = contract();
      const aboutKenji = await reportAs(c, 'priya', spam('user', 'user-kenji'));
      const aboutLena = await reportAs(c, 'priya', spam('user', 'user-lena'));
      await omarModerates(c);
      await c.api.actOnReport({ reportId: aboutKenji._id, body: { action: 'suspend', reason: 'A week off.', until: farFuture } });
      await c.api.actOnReport({ reportId: aboutLena._id, body: { action: 'suspend', reason: 'For good.' } });
      await c.harness.letTimedSuspensionsEnd();
      await expect(signInAs(c, 'kenji')).resolves.toBeUndefined();
      expect(await failure(signInAs(c, 'lena'))).toEqual({ status: 403, message: messages.accountSuspended(null, 'For good.') });
      await signInAs(c, 'omar');
      expect(await failure(c.api.unsuspend({ userId: 'user-kenji', body: { reason: 'Over' } }))).toEqual({
        status: 400,
        message: messages.notSuspended,
      });
    });

    it('only admins suspend a moderator, nobody suspends an admin, and a moderator cannot lift an admin’s suspension of a moderator', async () => {
      const c = contract();
      const aboutLena = await reportAs(c, 'priya', spam('user', 'user-lena'));
      const aboutGuest = await reportAs(c, 'priya', spam('user', 'user-guest'));
      await omarModerates(c);
      await c.guest();
      await c.api.setRole({ userId: 'user-lena', body: { role: 'moderator' } });
      await c.api.setRole({ userId: 'user-adarsh', body: { role: 'admin' } });
      await signInAs(c, 'omar');
      const staff = { status: 403, message: messages.suspendStaff };
      expect(await failure(c.api.actOnReport({ reportId: aboutLena._id, body: { action: 'suspend', reason: 'x' } }))).toEqual(staff);
      expect(await failure(c.api.actOnReport({ reportId: aboutGuest._id, body: { action: 'suspend', reason: 'x' } }))).toEqual(staff);
      await signInAs(c, 'adarsh');
      expect(await failure(c.api.actOnReport({ reportId: aboutGuest._id, body: { action: 'suspend', reason: 'x' } }))).toEqual(staff);
      await expect(
        c.api.actOnReport({ reportId: aboutLena._id, body: { action: 'suspend', reason: 'Abuse of tools.' } }),
      ).resolves.toMatchObject({
        entry: { action: 'suspend', subject: { username: 'lenaf' }, until: 'infinity' },
      });
      await signInAs(c, 'omar');
      expect(await failure(c.api.unsuspend({ userId: 'user-lena', body: { reason: 'Friend of mine' } }))).toEqual(staff);
      expect(await failure(signInAs(c, 'lena'))).toEqual({ status: 403, message: messages.accountSuspended(null, 'Abuse of tools.') });
      expect((await c.app.getReports()).reports.map((found) => found.targetId)).toEqual(['user-guest']);
    });

    it("a suspended author's posts, comments and profile are hidden from everyone else while it lasts", async () => {
      const c = contract();
      const report = await reportAs(c, 'priya', spam('user', 'user-kenji'));
      await omarModerates(c);
      await c.api.actOnReport({ reportId: report._id, body: { action: 'suspend', reason: 'Spam.', until: farFuture } });
      await signInAs(c, 'lena');
      const visible = async () => ({
        posts: (await c.api.getPosts()).posts.some((post) => post.username === 'kenjisato'),
        comments: (await c.api.getComments({ postId: 'post-4' })).comments.some((comment) => comment.username === 'kenjisato'),
      });
      expect(await visible()).toEqual({ posts: false, comments: false });
      expect(await failure(c.api.getUser({ userId: 'user-kenji' }))).toEqual({ status: 404, message: messages.profileUnavailable });
      await signInAs(c, 'omar');
      await c.api.unsuspend({ userId: 'user-kenji', body: { reason: 'Done.' } });
      await signInAs(c, 'lena');
      expect(await visible()).toEqual({ posts: true, comments: true });
    });
  });

  describe('the moderation log', () => {
    it('keeps every action, the latest first, in pages, with the names as they were', async () => {
      const c = contract();
      const first = await reportAs(c, 'priya', spam('post', 'post-1'));
      const second = await reportAs(c, 'priya', spam('comment', 'comment-5-1'));
      const third = await reportAs(c, 'priya', spam('user', 'user-kenji'));
      await omarModerates(c);
      const dismissed = (await c.api.actOnReport({ reportId: first._id, body: { action: 'dismiss', reason: 'Fine.' } })).entry;
      const removed = (await c.api.actOnReport({ reportId: second._id, body: { action: 'remove', reason: 'Rude.' } })).entry;
      const suspended = (await c.api.actOnReport({ reportId: third._id, body: { action: 'suspend', reason: 'Rude.' } })).entry;
      const lifted = (await c.api.unsuspend({ userId: 'user-kenji', body: { reason: 'Second chance.' } })).entry;

      const page = await c.app.getModerationLog({ query: { limit: 3 } });
      expect(page.entries).toEqual([lifted, suspended, removed]);
      const rest = await c.app.getModerationLog({ query: { limit: 3, cursor: page.nextCursor! } });
      expect(rest).toEqual({ entries: [dismissed], nextCursor: null });

      // The person acted on leaves; the log still says who it was.
      await signInAs(c, 'kenji');
      await c.api.deleteAccount({ body: { password: people.kenji.password } });
      await signInAs(c, 'omar');
      const after = (await c.app.getModerationLog()).entries;
      expect(after.map((entry) => [entry.action, entry.subject?.username])).toEqual([
        ['unsuspend', 'kenjisato'],
        ['suspend', 'kenjisato'],
        ['remove', 'lenaf'],
        ['dismiss', 'adarshbalika'],
      ]);
      expect(after[1]).toEqual({ ...suspended, content: { ...suspended.content, exists: false } });
    });
  });
}
