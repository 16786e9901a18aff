import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { fail, type Result } from 'api-contract/rules/result';
import { signedInUser, viewerOf } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { refuseWith } from '../http/answer';
import type { PlannedPage } from '../pages/planned-page';
import { userIdNamed } from '../users/user-lookup';
import { bookmarkedRequest, postListRequest } from './post-list-requests';
import type { PostList } from './post-lists';
import { readPostPage, readSpecPosts } from './post-pages';
import { readPost } from './post-views';

/**
 * The lists of posts. The spec's calls answer `{posts}` without a `limit` and a page with one;
 * the feed and the bookmarked posts are pages always. What the viewer did shows whenever the
 * request carries a valid token.
 */
export async function postListRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db } = deps;

  const sendPage = async (reply: FastifyReply, { query, keyset, page }: PlannedPage, viewer: UserRef | null) =>
    reply.send(await readPostPage(db, query, keyset, page, viewer));

  /** Answers a list: a page when one was asked for, the spec's list otherwise. */
  async function answerList(reply: FastifyReply, list: PostList, asked: Result<PlannedPage | null>, viewer: UserRef | null) {
    if (!asked.ok) return refuseWith(reply, asked);
    if (!asked.value) return reply.send({ posts: await readSpecPosts(db, list, viewer) });
    return sendPage(reply, asked.value, viewer);
  }

  app.get('/posts', async (request, reply) => {
    const list: PostList = { from: 'everyone' };
    return answerList(reply, list, postListRequest(list, request.query), await viewerOf(request, deps));
  });

  app.get<{ Params: { username: string } }>('/posts/user/:username', async (request, reply) => {
    const author = await userIdNamed(db, request.params.username);
    if (!author.ok) return refuseWith(reply, author);
    const list: PostList = { from: 'author', authorId: author.value };
    return answerList(reply, list, postListRequest(list, request.query), await viewerOf(request, deps));
  });

  app.get('/posts/feed', async (request, reply) => {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const list: PostList = { from: 'feed', userId: user.value._id };
    return answerList(reply, list, postListRequest(list, request.query), user.value);
  });

  app.get('/posts/bookmarked', async (request, reply) => {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const asked = bookmarkedRequest(user.value._id, request.query);
    return asked.ok ? sendPage(reply, asked.value, user.value) : refuseWith(reply, asked);
  });

  app.get<{ Params: { postId: string } }>('/posts/:postId', async (request, reply) => {
    const post = await readPost(db, request.params.postId, await viewerOf(request, deps), { withComments: true });
    if (!post) return refuseWith(reply, fail(404, messages.postNotFound(request.params.postId)));
    return reply.send({ post });
  });
}
