import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRef } from 'api-contract/entities';
import { checkPostAuthor } from 'api-contract/rules/post-rules';
import { succeed, type Result } from 'api-contract/rules/result';
import { validatePostData } from 'api-contract/schemas';
import { unwrap } from 'api-contract/validate';
import { signedInUser } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { answerChange, refuseWith } from '../http/answer';
import { createPost, deletePost, editPost, postFacts, react } from './post-store';
import { readSpecPosts } from './post-pages';
import { readPost } from './post-views';

type PostParams = { Params: { postId: string } };

/**
 * The changes of spec section 7 on posts. Each answers the spec's list of posts, or with
 * `Prefer: return=minimal` the changed post alone (or the id of the deleted one).
 */
export async function postRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db, media } = deps;

  const everyPost = (user: UserRef) => async () => ({ posts: await readSpecPosts(db, { from: 'everyone' }, user) });

  /** Signs in, makes the change (which names the post it changed) and answers it. */
  async function change(
    request: FastifyRequest,
    reply: FastifyReply,
    make: (user: UserRef) => Promise<Result<string>>,
    minimal = (user: UserRef) =>
      async (postId: string): Promise<object> => ({ post: await readPost(db, postId, user, { withComments: false }) }),
  ) {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    return answerChange(request, reply, await make(user.value), { minimal: minimal(user.value), full: everyPost(user.value) });
  }

  app.post('/posts', (request, reply) =>
    change(request, reply, async (user) => {
      const wrapped = unwrap(request.body, 'postData');
      const data = wrapped.ok ? validatePostData(wrapped.value) : wrapped;
      return data.ok ? createPost(db, media, user, data.value) : data;
    }),
  );

  app.post<PostParams>('/posts/edit/:postId', (request, reply) =>
    change(request, reply, async (user) => {
      const post = await postFacts(db, request.params.postId);
      if (!post.ok) return post;
      const owner = checkPostAuthor(post.value.author, user, 'edit');
      if (!owner.ok) return owner;
      const wrapped = unwrap(request.body, 'postData');
      const data = wrapped.ok ? validatePostData(wrapped.value, post.value.img) : wrapped;
      return data.ok ? editPost(db, media, post.value, data.value) : data;
    }),
  );

  app.delete<PostParams>('/posts/:postId', (request, reply) =>
    change(
      request,
      reply,
      async (user) => {
        const post = await postFacts(db, request.params.postId);
        return post.ok ? deletePost(db, post.value, user) : post;
      },
      () => async (postId) => ({ postId }),
    ),
  );

  for (const kind of ['like', 'dislike'] as const) {
    app.post<PostParams>(`/posts/${kind}/:postId`, (request, reply) =>
      change(request, reply, async (user) => {
        const reacted = await react(db, request.params.postId, user, kind);
        return reacted.ok ? succeed(request.params.postId) : reacted;
      }),
    );
  }
}
