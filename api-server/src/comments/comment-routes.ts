import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRef } from 'api-contract/entities';
import { checkCommentDeleter, checkCommentEditor } from 'api-contract/rules/comment-rules';
import { succeed, type Result } from 'api-contract/rules/result';
import { CommentDataSchema } from 'api-contract/schemas';
import { unwrap, validate } from 'api-contract/validate';
import { signedInUser } from '../auth/authenticate';
import type { ApiDeps } from '../deps';
import { answer, refuseWith } from '../http/answer';
import { postFacts, type PostFacts } from '../posts/post-store';
import { readComments } from './comment-views';
import { commentFacts, vote } from './comment-store';

type CommentParams = { Params: { postId: string; commentId: string } };

const commentText = (body: unknown) => {
  const wrapped = unwrap(body, 'commentData');
  return wrapped.ok ? validate(CommentDataSchema, wrapped.value) : wrapped;
};

/** The calls of spec section 7 on comments; every change answers with the post's comments. */
export async function commentRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db } = deps;
  const commentsOf = (postId: string) => async () => ({ comments: (await readComments(db, [postId])).get(postId) ?? [] });

  /** Signs in, finds the post, makes the change and answers with the post's comments. */
  async function change(
    request: FastifyRequest<CommentParams>,
    reply: FastifyReply,
    make: (post: PostFacts, user: UserRef) => Promise<Result<unknown>>,
  ): Promise<FastifyReply> {
    const user = await signedInUser(request, deps);
    if (!user.ok) return refuseWith(reply, user);
    const post = await postFacts(db, request.params.postId);
    if (!post.ok) return refuseWith(reply, post);
    return answer(reply, await make(post.value, user.value), 201, commentsOf(post.value.id));
  }

  app.get<{ Params: { postId: string } }>('/comments/:postId', async (request, reply) => {
    const post = await postFacts(db, request.params.postId);
    return answer(reply, post, 200, commentsOf(request.params.postId));
  });

  app.post<CommentParams>('/comments/add/:postId', (request, reply) =>
    change(request, reply, async (post, user) => {
      const data = commentText(request.body);
      if (!data.ok) return data;
      await db.query('insert into comments (id, post_id, author_id, text) values ($1, $2, $3, $4)', [
        randomUUID(),
        post.id,
        user._id,
        data.value.text,
      ]);
      return succeed(true);
    }),
  );

  app.post<CommentParams>('/comments/edit/:postId/:commentId', (request, reply) =>
    change(request, reply, async (post, user) => {
      const comment = await commentFacts(db, post.id, request.params.commentId);
      if (!comment.ok) return comment;
      const editor = checkCommentEditor(comment.value.author, user);
      if (!editor.ok) return editor;
      const data = commentText(request.body);
      if (!data.ok) return data;
      await db.query('update comments set text = $2, updated_at = now() where id = $1', [comment.value.id, data.value.text]);
      return succeed(true);
    }),
  );

  app.post<CommentParams>('/comments/delete/:postId/:commentId', (request, reply) =>
    change(request, reply, async (post, user) => {
      const comment = await commentFacts(db, post.id, request.params.commentId);
      if (!comment.ok) return comment;
      const deleter = checkCommentDeleter(comment.value.author, post.author, user);
      if (!deleter.ok) return deleter;
      await db.query('delete from comments where id = $1', [comment.value.id]);
      return succeed(true);
    }),
  );

  for (const direction of ['up', 'down'] as const) {
    app.post<CommentParams>(`/comments/${direction}vote/:postId/:commentId`, (request, reply) =>
      change(request, reply, (post, user) => vote(db, post.id, request.params.commentId, user, direction)),
    );
  }
}
