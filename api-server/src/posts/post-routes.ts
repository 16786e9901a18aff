import type { FastifyInstance } from 'fastify';
import { messages } from 'api-contract/messages';
import { checkPostAuthor } from 'api-contract/rules/post-rules';
import { fail, succeed } from 'api-contract/rules/result';
import { validatePostData } from 'api-contract/schemas';
import { unwrap } from 'api-contract/validate';
import { signedInUser } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { answer, refuseWith } from '../http/answer';
import { createPost, editPost, postFacts, react } from './post-store';
import { readPosts } from './post-views';

type PostParams = { Params: { postId: string } };

/** The calls of spec section 7 on posts; every change answers with the posts. */
export async function postRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db, media } = deps;
  const allPosts = async () => ({ posts: await readPosts(db, { all: true }) });

  app.get('/posts', async (_request, reply) => answer(reply, succeed(true), 200, allPosts));

  app.get<{ Params: { username: string } }>('/posts/user/:username', async (request, reply) => {
    const { username } = request.params;
    const { rows } = await db.query<{ id: string }>('select id from users where username = $1', [username]);
    const author = rows[0];
    if (!author) return refuseWith(reply, fail(404, messages.usernameNotFound(username)));
    return reply.send({ posts: await readPosts(db, { authorId: author.id }) });
  });

  app.get<PostParams>('/posts/:postId', async (request, reply) => {
    const [post] = await readPosts(db, { ids: [request.params.postId] });
    if (!post) return refuseWith(reply, fail(404, messages.postNotFound(request.params.postId)));
    return reply.send({ post });
  });

  app.post('/posts', async (request, reply) => {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const wrapped = unwrap(request.body, 'postData');
    const data = wrapped.ok ? validatePostData(wrapped.value) : wrapped;
    if (!data.ok) return refuseWith(reply, data);
    return answer(reply, await createPost(db, media, user.value, data.value), 201, allPosts);
  });

  app.post<PostParams>('/posts/edit/:postId', async (request, reply) => {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const post = await postFacts(db, request.params.postId);
    if (!post.ok) return refuseWith(reply, post);
    const owner = checkPostAuthor(post.value.author, user.value, 'edit');
    if (!owner.ok) return refuseWith(reply, owner);
    const wrapped = unwrap(request.body, 'postData');
    const data = wrapped.ok ? validatePostData(wrapped.value, post.value.img) : wrapped;
    if (!data.ok) return refuseWith(reply, data);
    return answer(reply, await editPost(db, media, post.value, data.value), 201, allPosts);
  });

  app.delete<PostParams>('/posts/:postId', async (request, reply) => {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const post = await postFacts(db, request.params.postId);
    if (!post.ok) return refuseWith(reply, post);
    const owner = checkPostAuthor(post.value.author, user.value, 'delete');
    if (!owner.ok) return refuseWith(reply, owner);
    // Its reactions, comments, votes and every bookmark of it go with it (on delete cascade).
    await db.query('delete from posts where id = $1', [post.value.id]);
    return answer(reply, succeed(true), 201, allPosts);
  });

  for (const kind of ['like', 'dislike'] as const) {
    app.post<PostParams>(`/posts/${kind}/:postId`, async (request, reply) => {
      const user = await signedInUser(request, deps);
      if (!user.ok) return refuseWith(reply, user);
      return answer(reply, await react(db, request.params.postId, user.value, kind), 201, allPosts);
    });
  }
}
