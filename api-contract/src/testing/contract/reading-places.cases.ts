import type { Contract } from './context';
import { failure, refusalOf } from './harness';
import { byOther } from './notifications.cases';

export function readingPlaceCases(contract: () => Contract): void {
  describe('where one stopped reading (markers)', () => {
    it('is kept on the account: another device reads the place saved, and each save counts a version', async () => {
      const c = contract();
      await c.guest();
      expect(await c.app.getReadingPlaces()).toEqual({ markers: { home: null, notifications: null } });
      const first = await c.app.saveReadingPlaces({ body: { home: { lastReadId: 'post-3' } } });
      expect(first.markers).toEqual({
        home: { lastReadId: 'post-3', version: 1, updatedAt: expect.any(String) as unknown },
        notifications: null,
      });
      await c.app.saveReadingPlaces({ body: { home: { lastReadId: 'post-5' } } });
      await c.guest();
      const { markers } = await c.app.getReadingPlaces();
      expect(markers.home).toMatchObject({ lastReadId: 'post-5', version: 2 });
      expect(Date.parse(markers.home!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.markers.home!.updatedAt));
      await c.as('omarh');
      expect(await c.app.getReadingPlaces()).toEqual({ markers: { home: null, notifications: null } });
    });

    it('the notifications’ place reads them up to it; newer ones stay unread, and one not theirs marks nothing', async () => {
      const c = contract();
      await byOther(c, 'kenjisato', (o) => o.app.follow({ followUserId: 'user-lena' }));
      await byOther(c, 'omarh', (o) => o.app.likePost({ postId: 'post-6' }));
      await byOther(c, 'lenaf', (o) => o.app.follow({ followUserId: 'user-guest' }));
      await byOther(c, 'kenjisato', (o) => o.app.addComment({ postId: 'post-6', body: { text: 'Lovely' } }));
      await c.as('lenaf');
      const [theirs] = (await c.app.getNotifications()).notifications;
      await c.guest();
      const [comment, follow, like] = (await c.app.getNotifications()).notifications;
      expect([comment!.type, follow!.type, like!.type]).toEqual(['comment', 'follow', 'like']);

      const elsewhere = await c.app.saveReadingPlaces({ body: { notifications: { lastReadId: theirs!._id } } });
      expect(elsewhere.unread).toBe(3);
      const saved = await c.app.saveReadingPlaces({ body: { notifications: { lastReadId: follow!._id } } });
      expect(saved).toMatchObject({ markers: { home: null, notifications: { lastReadId: follow!._id, version: 2 } }, unread: 1 });
      expect((await c.app.getNotifications()).notifications.map((one) => [one.type, one.read])).toEqual([
        ['comment', false],
        ['follow', true],
        ['like', true],
      ]);
    });

    it('says in words what it needs, and keeps nothing of a request it refuses; nobody signed in is a 401', async () => {
      const c = contract();
      await c.guest();
      expect(await refusalOf(c.app.saveReadingPlaces({ body: {} }))).toEqual({
        status: 400,
        code: 'input.invalid',
        message: 'Say where you stopped reading home, notifications, or both.',
      });
      expect(await failure(c.app.saveReadingPlaces({ body: { home: { lastReadId: '' }, notifications: { lastReadId: 'x' } } }))).toEqual({
        status: 400,
        message: 'lastReadId must be the id of the last item read.',
      });
      expect(await failure(c.app.saveReadingPlaces({ body: { home: { lastReadId: 'x'.repeat(201) } } }))).toEqual({
        status: 400,
        message: 'lastReadId must be at most 200 characters.',
      });
      expect(await c.app.getReadingPlaces()).toEqual({ markers: { home: null, notifications: null } });
      c.token = null;
      expect((await failure(c.app.getReadingPlaces())).status).toBe(401);
    });
  });
}
