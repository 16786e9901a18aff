import type { Contract } from './context';
import { refusalOf } from './harness';

/** The guest made an admin by the operator's command, and signed in. */
async function guestAsAdmin(c: Contract): Promise<void> {
  await c.harness.makeAdmin('guest');
  await c.guest();
}

/** The servers the admins' list shows, as `[domain, people, block severity]`. */
async function serversListed(c: Contract) {
  const { servers } = await c.app.getServers();
  return servers.map((server) => [server.domain, server.people, server.block?.severity ?? null]);
}

export function serverCases(contract: () => Contract): void {
  describe('the posts that came from other servers (Explore’s “Federated” tab)', () => {
    it('lists their public posts, the newest first, apart from the community’s own; not those for followers, nor of people one blocks or mutes', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      const carolId = await c.harness.meetPersonElsewhere('carol', 'other.example');
      const first = await c.harness.postElsewhere(bobId, 'Morning from the harbour');
      await c.harness.postElsewhere(bobId, 'For my followers', 'followers');
      const second = await c.harness.postElsewhere(carolId, 'Evening <b>bells</b>');
      await c.guest();
      const { posts, nextCursor } = await c.app.getFederatedPage({ query: { limit: 1 } });
      expect(posts.map((post) => [post._id, post.username, post.content])).toEqual([
        [second, 'carol@other.example', 'Evening <b>bells</b>'],
      ]);
      const after = await c.app.getFederatedPage({ query: { limit: 5, cursor: nextCursor! } });
      expect(after.posts.map((post) => post._id)).toEqual([first]);
      // Explore stays the community's own.
      expect((await c.app.getPosts({ query: { limit: 100 } })).posts.filter((post) => post.username.includes('@'))).toEqual([]);

      await c.app.mute({ userId: carolId });
      await c.app.block({ userId: bobId });
      expect((await c.app.getFederatedPage()).posts).toEqual([]);
    });

    it('is for members signed in', async () => {
      const c = contract();
      expect((await refusalOf(c.app.getFederatedPage())).status).toBe(401);
    });
  });

  describe('other servers, as admins block them', () => {
    it('admins see the servers known here; a suspended one loses its people here, and a lifted block lets them be met again', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      await c.harness.meetPersonElsewhere('carol', 'other.example');
      await guestAsAdmin(c);
      await c.app.follow({ followUserId: bobId });
      expect(await serversListed(c)).toEqual([
        ['other.example', 1, null],
        ['peer.example', 1, null],
      ]);

      const { server } = await c.app.blockServer({ body: { domain: 'Peer.Example', severity: 'suspend', reason: 'Spam' } });
      expect(server).toMatchObject({
        domain: 'peer.example',
        people: 0,
        followedByMembers: 0,
        block: { severity: 'suspend', reason: 'Spam' },
      });
      expect((await refusalOf(c.app.getUser({ userId: bobId }))).status).toBe(404);
      expect(await serversListed(c)).toEqual([
        ['other.example', 1, null],
        ['peer.example', 0, 'suspend'],
      ]);

      expect((await c.app.unblockServer({ domain: 'peer.example' })).server.block).toBeNull();
      expect((await refusalOf(c.app.unblockServer({ domain: 'peer.example' }))).code).toBe('domain_block.missing');
      await c.harness.meetPersonElsewhere('bob', 'peer.example');
      expect(await serversListed(c)).toEqual([
        ['other.example', 1, null],
        ['peer.example', 1, null],
      ]);
    });

    it('each block, its change and its lifting are in the moderation log, by whom, about which server, as made', async () => {
      const c = contract();
      await guestAsAdmin(c);
      await c.app.blockServer({ body: { domain: 'spam.example', severity: 'limit', reason: 'Spam waves' } });
      await c.app.blockServer({ body: { domain: 'spam.example', severity: 'suspend', rejectMedia: true } });
      await c.app.unblockServer({ domain: 'spam.example' });
      const { entries } = await c.app.getModerationLog();
      expect(
        entries
          .slice(0, 3)
          .map((entry) => [
            entry.action,
            entry.moderator.username,
            entry.subject,
            entry.targetType,
            entry.targetId,
            entry.serverBlock,
            entry.reason,
          ]),
      ).toEqual([
        ['unblock_server', 'guest', null, 'server', 'spam.example', null, ''],
        ['block_server', 'guest', null, 'server', 'spam.example', { severity: 'suspend', rejectMedia: true }, ''],
        ['block_server', 'guest', null, 'server', 'spam.example', { severity: 'limit', rejectMedia: false }, 'Spam waves'],
      ]);
      // Whether the block still holds.
      expect(entries[1]?.content).toMatchObject({ title: 'spam.example', exists: false });
    });

    it('a limit keeps its people, and a block is changed by blocking again', async () => {
      const c = contract();
      await c.harness.meetPersonElsewhere('bob', 'peer.example');
      await guestAsAdmin(c);
      await c.app.blockServer({ body: { domain: 'peer.example', severity: 'limit' } });
      const { server } = await c.app.blockServer({
        body: { domain: 'peer.example', severity: 'limit', rejectMedia: true, reason: 'Rude' },
      });
      expect(server).toMatchObject({ people: 1, block: { severity: 'limit', rejectMedia: true, reason: 'Rude' } });
    });

    it('a block of a domain holds for the servers under it, each listed with the block it is under', async () => {
      const c = contract();
      await c.harness.meetPersonElsewhere('bob', 'media.peer.example');
      await c.harness.meetPersonElsewhere('carol', 'otherpeer.example');
      await guestAsAdmin(c);
      await c.app.blockServer({ body: { domain: 'peer.example', severity: 'limit', reason: 'Rude' } });
      const blocks = async () =>
        (await c.app.getServers()).servers.map((server) => [server.domain, server.block && [server.block.domain, server.block.severity]]);
      expect(await blocks()).toEqual([
        ['media.peer.example', ['peer.example', 'limit']],
        ['otherpeer.example', null],
        ['peer.example', ['peer.example', 'limit']],
      ]);
      // The nearest block holds: the subdomain's own, once it has one.
      await c.app.blockServer({ body: { domain: 'media.peer.example', severity: 'limit', rejectMedia: true } });
      expect((await c.app.getServers()).servers[0]?.block).toMatchObject({ domain: 'media.peer.example', rejectMedia: true });
      await c.app.unblockServer({ domain: 'peer.example' });
      expect(await blocks()).toEqual([
        ['media.peer.example', ['media.peer.example', 'limit']],
        ['otherpeer.example', null],
      ]);
    });

    it('a list as Mastodon exports it is imported, each line refused in words; the community’s own server cannot be blocked', async () => {
      const c = contract();
      await guestAsAdmin(c);
      const csv = [
        '#domain,#severity,#reject_media,#reject_reports,#public_comment,#obfuscate',
        'spam.example,suspend,false,false,Spam,false',
        'loud.example,silence,true,false,,false',
        'fine.example,noop,false,false,,false',
        'not a server,suspend,false,false,,false',
      ].join('\n');
      const imported = await c.app.importServerBlocks({ body: { csv } });
      expect(imported).toEqual({
        blocked: 2,
        refused: [{ line: 5, problem: 'domain must be the name of a server, like social.example.' }],
      });
      expect(await serversListed(c)).toEqual([
        ['loud.example', 0, 'limit'],
        ['spam.example', 0, 'suspend'],
      ]);
      const own = new URL(c.harness.origin).host;
      expect((await refusalOf(c.app.blockServer({ body: { domain: own, severity: 'suspend' } }))).code).toBe('domain_block.own');
      const bad = await refusalOf(c.app.blockServer({ body: { domain: 'spam.example', severity: 'ban' as 'limit' } }));
      expect([bad.status, bad.message]).toEqual([400, 'severity must be suspend or limit.']);
    });

    it('only admins see or block servers', async () => {
      const c = contract();
      await c.guest();
      expect((await refusalOf(c.app.getServers())).status).toBe(403);
      expect((await refusalOf(c.app.blockServer({ body: { domain: 'spam.example', severity: 'suspend' } }))).status).toBe(403);
    });
  });
}
