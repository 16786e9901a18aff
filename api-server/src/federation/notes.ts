import type { Context } from '@fedify/fedify';
import { Document, Hashtag, Mention, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { mentionedUsernames, tagsIn } from 'api-contract/rich-text';
import { postHtml } from 'api-core/post-html';
import type { PostVisibility } from 'api-contract/entities';
import type { Queryable } from 'api-core/database';
import { withinReachOf } from 'api-core/visibility';
import { mediaPath } from '../platform/image-store';
import type { RemoteRecipient } from 'api-core/platform';

type PostRow = {
  id: string;
  author_id: string;
  caption: string;
  content: string;
  content_warning: string;
  visibility: PostVisibility;
  created_at: Date;
  edited_at: Date | null;
  // width and height null for an image nobody decoded (see migration 035).
  images: { id: string; alt: string; type: string; width: number | null; height: number | null }[];
  /** A member (`uri` null), or someone elsewhere with their actor's id and inboxes. */
  mentioned: { id: string; username: string; uri: string | null; inbox: string | null; shared_inbox: string | null }[];
};

/** The actors of the people of elsewhere the post `postSql` mentions, within reach of `memberSql` and each of `othersSql` (neither hidden from the other). */
const mentionedElsewhereSql = (postSql: string, memberSql: string, ...othersSql: string[]) =>
  `coalesce((select array_agg(ra.uri order by ra.uri) from post_mentions pm join remote_actors ra on ra.id = pm.user_id
              where pm.post_id = ${postSql} and ${withinReachOf('ra.id', memberSql, ...othersSql)}), '{}')`;

/**
 * The actors of the others of elsewhere the post of elsewhere `p` is for, besides its author (those
 * a direct message names whom the community knows), within reach of `memberSql`.
 */
const othersOfElsewhereSql = (memberSql: string) =>
  `array(select ra.uri from remote_actors ra
          where ra.uri = any(p.others_addressed) and ra.id <> p.author_id and ${withinReachOf('ra.id', memberSql)}
          order by ra.uri)`;

/**
 * Who may be served the post or comment `id` (`/posts/{id}`): its author, whether it is public,
 * for the author's followers, or for some alone, and the people of elsewhere it is for by name
 * (who were sent it, within reach of its author). A post's are those it mentions; a comment is
 * public as its post is, else for the people elsewhere that post is for: the author of a post of
 * elsewhere and the others it is for, or those a community's post for some mentions (within reach
 * of that post's author too: a block by either keeps the person out of the conversation). Null when
 * it is no Note of the community's to serve: a post or a reply of elsewhere (their server's),
 * or a comment on a community's post for the author's followers (it stays here).
 */
export async function noteAudience(db: Queryable, id: string): Promise<NoteAudience | null> {
  const authorOfElsewhere = `array(select ra.uri from remote_actors ra
                                    where ra.id = p.author_id and ${withinReachOf('ra.id', 'c.author_id')})`;
  const { rows } = await db.query<{ author_id: string; visibility: PostVisibility; named: string[] }>(
    `select author_id, visibility, named from (
       select 0 as rank, p.author_id, p.visibility, ${mentionedElsewhereSql('p.id', 'p.author_id')} as named
         from posts p where p.id = $1 and p.uri is null
       union all
       select 1, c.author_id, case when p.visibility = 'public' then 'public' else 'mentioned' end,
              case when p.uri is null then ${mentionedElsewhereSql('p.id', 'c.author_id', 'p.author_id')}
                   else ${authorOfElsewhere} || ${othersOfElsewhereSql('c.author_id')} end
         from comments c join posts p on p.id = c.post_id
        where c.id = $1 and c.uri is null and (p.uri is not null or p.visibility <> 'followers')) x
      order by rank limit 1`,
    [id],
  );
  const row = rows[0];
  return row ? { authorId: row.author_id, visibility: row.visibility, named: row.named } : null;
}

/** What `noteAudience` tells of a Note: `named`, the actors elsewhere it is for by name. */
export type NoteAudience = { authorId: string; visibility: PostVisibility; named: string[] };

/** A post as other servers are sent it, and the people of theirs it mentions (who are sent it too). */
export type FederatedPost = {
  authorId: string;
  visibility: PostVisibility;
  editedAt: Date | null;
  note: Note;
  mentionedElsewhere: RemoteRecipient[];
};

/**
 * The post `postId` as an ActivityStreams `Note`, or null when it is gone, its author is
 * suspended, or it came from another server. Its audience follows its visibility: a public post
 * is addressed to everyone with the author's followers in copy, a followers-only one to the
 * followers alone, the people it mentions in copy of both; a post for the people it mentions
 * alone is addressed to them, and made only when `delivered`: sent to them, or served to one of
 * them (`noteAudience` tells who), never listed in the outbox (null then).
 */
export async function federatedPost(
  ctx: Context<unknown>,
  db: Queryable,
  postId: string,
  { delivered }: { delivered: boolean },
): Promise<FederatedPost | null> {
  return (await federatedPosts(ctx, db, [postId], { delivered }))[0] ?? null;
}

/** The posts `postIds` as `federatedPost` makes each, in one statement, in the order asked (those it would not make left out). */
export async function federatedPosts(
  ctx: Context<unknown>,
  db: Queryable,
  postIds: string[],
  { delivered }: { delivered: boolean },
): Promise<FederatedPost[]> {
  const { rows } = await db.query<PostRow>(
    `select p.id, p.author_id, p.caption, p.content, p.content_warning, p.visibility, p.created_at, p.edited_at,
            coalesce((select json_agg(json_build_object('id', i.media_id, 'alt', i.alt, 'type', m.content_type, 'width', m.width, 'height', m.height) order by i.position)
                        from post_images i join media m on m.id = i.media_id where i.post_id = p.id), '[]') as images,
            coalesce((select json_agg(json_build_object('id', u.id, 'username', u.username, 'uri', ra.uri, 'inbox', ra.inbox_url, 'shared_inbox', ra.shared_inbox_url) order by u.username)
                        from post_mentions pm join users u on u.id = pm.user_id left join remote_actors ra on ra.id = u.id
                       where pm.post_id = p.id and (u.domain is null or (ra.id is not null and ${withinReachOf('u.id', 'p.author_id')}))), '[]') as mentioned
       from posts p
       join users a on a.id = p.author_id
      where p.id = any($1::text[]) and p.uri is null and (p.visibility <> 'mentioned' or $2::boolean)
        and (a.suspended_until is null or a.suspended_until <= now())
      order by array_position($1::text[], p.id)`,
    [postIds, delivered],
  );
  return rows.map((post) => federatedPostOf(ctx, post));
}

function federatedPostOf(ctx: Context<unknown>, post: PostRow): FederatedPost {
  const origin = ctx.origin;
  const author = ctx.getActorUri(post.author_id);
  const followers = ctx.getFollowersUri(post.author_id);
  const mentioned = post.mentioned.map((person) => actorOf(ctx, person));
  const tags = tagsIn(post.caption, post.content);
  const note = new Note({
    id: ctx.getObjectUri(Note, { id: post.id }),
    attribution: author,
    url: new URL(`/comments/${encodeURIComponent(post.id)}`, origin),
    content: postHtml(origin, post.caption, post.content),
    summary: post.content_warning === '' ? null : post.content_warning,
    sensitive: post.content_warning !== '',
    published: Temporal.Instant.fromEpochMilliseconds(post.created_at.getTime()),
    updated: post.edited_at ? Temporal.Instant.fromEpochMilliseconds(post.edited_at.getTime()) : null,
    ...addressingOf(post.visibility, followers, mentioned),
    attachments: post.images.map(
      (image) =>
        new Document({
          url: new URL(mediaPath(image.id), origin),
          mediaType: image.type,
          name: image.alt === '' ? null : image.alt,
          width: image.width,
          height: image.height,
        }),
    ),
    tags: [
      ...post.mentioned.map((person) => mentionOf(ctx, person)),
      ...tags.map((tag) => new Hashtag({ href: new URL(`/tags/${encodeURIComponent(tag)}`, origin), name: `#${tag}` })),
    ],
  });
  const mentionedElsewhere = post.mentioned.flatMap((person) =>
    person.uri && person.inbox ? [{ uri: person.uri, inbox: person.inbox, sharedInbox: person.shared_inbox }] : [],
  );
  return { authorId: post.author_id, visibility: post.visibility, editedAt: post.edited_at, note, mentionedElsewhere };
}

/** Whom a post of `visibility` is addressed to (`tos`) and in copy (`ccs`). */
function addressingOf(visibility: PostVisibility, followers: URL, mentioned: URL[]): { tos: URL[]; ccs: URL[] } {
  if (visibility === 'public') return { tos: [PUBLIC_COLLECTION], ccs: [followers, ...mentioned] };
  if (visibility === 'followers') return { tos: [followers], ccs: mentioned };
  return { tos: mentioned, ccs: [] };
}

type CommentRow = {
  id: string;
  post_id: string;
  author_id: string;
  parent_id: string | null;
  parent_author_id: string | null;
  post_author_id: string;
  /** The post's id and its author's actor on their server, when it came from another one. */
  post_uri: string | null;
  post_author_uri: string | null;
  post_visibility: PostVisibility;
  /** For a post of elsewhere for the people it names alone: the others of elsewhere it is for within the writer's reach (their actors). */
  post_others: string[];
  /**
   * Everyone a community's post for the people it mentions alone is for (its author and them, those
   * of elsewhere within reach of the writer and of the post's author), empty for any other post.
   */
  post_audience: { id: string; uri: string | null }[];
  /** The comment it answers, and that comment's author, on their server when it came from another one. */
  parent_uri: string | null;
  parent_author_uri: string | null;
  text: string;
  created_at: Date;
  updated_at: Date;
};

/** Someone a text names: a member (`uri` null) or a person of elsewhere, with where they take deliveries. */
type MentionedRow = { id: string; username: string; uri: string | null; inbox: string | null; shared_inbox: string | null };

/**
 * The people `text` by `writerId` mentions whom the community knows (by the contract's one reading
 * of mentions, read at `origin`, whose `@name@host` are its members): members, and people of
 * elsewhere within the writer's reach, as a post's are (`federatedPosts`).
 */
async function mentionedIn(db: Queryable, origin: string, text: string, writerId: string): Promise<MentionedRow[]> {
  const names = mentionedUsernames([text], { here: new URL(origin).host }).map((name) => name.toLowerCase());
  if (names.length === 0) return [];
  const { rows } = await db.query<MentionedRow>(
    `select u.id, u.username, ra.uri, ra.inbox_url as inbox, ra.shared_inbox_url as shared_inbox
       from users u left join remote_actors ra on ra.id = u.id
      where lower(u.username) = any($1::text[]) and (u.domain is null or (ra.id is not null and ${withinReachOf('u.id', '$2')}))
      order by u.username`,
    [names, writerId],
  );
  return rows;
}

/** Where the people of elsewhere among `people` take deliveries. */
const recipientsElsewhere = (people: MentionedRow[]): RemoteRecipient[] =>
  people.flatMap((person) =>
    person.uri && person.inbox ? [{ uri: person.uri, inbox: person.inbox, sharedInbox: person.shared_inbox }] : [],
  );

/** Where the people of elsewhere the actors `uris` are take deliveries: those the community knows. */
export async function knownRecipients(db: Queryable, uris: string[]): Promise<RemoteRecipient[]> {
  const { rows } = await db.query<RemoteRecipient>(
    'select uri, inbox_url as inbox, shared_inbox_url as "sharedInbox" from remote_actors where uri = any($1::text[]) order by uri',
    [uris],
  );
  return rows;
}

/** The people of elsewhere a comment mentions, and the one whose reply it answers: whom its reply is sent to as well. */
export async function commentRecipientsElsewhere(db: Queryable, origin: string, commentId: string): Promise<RemoteRecipient[]> {
  const { rows } = await db.query<{
    text: string;
    author_id: string;
    uri: string | null;
    inbox: string | null;
    shared_inbox: string | null;
  }>(
    `select c.text, c.author_id, ra.uri, ra.inbox_url as inbox, ra.shared_inbox_url as shared_inbox
       from comments c left join comments parent on parent.id = c.parent_id left join remote_actors ra on ra.id = parent.author_id
      where c.id = $1`,
    [commentId],
  );
  const comment = rows[0];
  if (!comment) return [];
  const answered = comment.uri && comment.inbox ? [{ uri: comment.uri, inbox: comment.inbox, sharedInbox: comment.shared_inbox }] : [];
  const everyone = [...answered, ...recipientsElsewhere(await mentionedIn(db, origin, comment.text, comment.author_id))];
  return [...new Map(everyone.map((person) => [person.uri, person])).values()];
}

/**
 * The comment `commentId` as a reply `Note`: to the post, or to the comment it answers, public
 * as its post is, with its author's followers and the people it answers in copy. A comment on a
 * post of another server answers that post by its id there; on one that is not public, it is
 * addressed to that author alone, and to the others of elsewhere a direct message is for (those
 * the community knows, within the writer's reach). A comment on a community's post for the people it mentions
 * alone is addressed to everyone the post is for but its writer. Those not public are made only
 * when `delivered`: sent, or served to someone they are for (`noteAudience` tells who), never
 * listed. Null when it is gone, on a community's post for its author's followers, or its author
 * is suspended.
 */
export async function federatedComment(
  ctx: Context<unknown>,
  db: Queryable,
  commentId: string,
  { delivered }: { delivered: boolean },
): Promise<Note | null> {
  const { rows } = await db.query<CommentRow>(
    `select c.id, c.post_id, c.author_id, c.parent_id, parent.author_id as parent_author_id, p.author_id as post_author_id,
            p.uri as post_uri, ra.uri as post_author_uri, p.visibility as post_visibility,
            case when p.uri is not null and p.visibility <> 'public' then ${othersOfElsewhereSql('c.author_id')} else '{}' end as post_others,
            parent.uri as parent_uri,
            pra.uri as parent_author_uri, c.text, c.created_at, c.updated_at,
            case when p.uri is null and p.visibility = 'mentioned'
                 then coalesce((select json_agg(json_build_object('id', u.id, 'uri', ura.uri) order by u.id)
                                  from users u left join remote_actors ura on ura.id = u.id
                                 where (u.id = p.author_id or u.id in (select pm.user_id from post_mentions pm where pm.post_id = p.id))
                                   and (u.domain is null or (ura.id is not null and ${withinReachOf('u.id', 'c.author_id', 'p.author_id')}))), '[]')
                 else '[]' end as post_audience
       from comments c
       join posts p on p.id = c.post_id
       join users a on a.id = c.author_id
       left join remote_actors ra on ra.id = p.author_id
       left join comments parent on parent.id = c.parent_id
       left join remote_actors pra on pra.id = parent.author_id
      where c.id = $1 and (p.visibility = 'public' or ((p.uri is not null or p.visibility = 'mentioned') and $2::boolean))
        and (a.suspended_until is null or a.suspended_until <= now())`,
    [commentId, delivered],
  );
  const comment = rows[0];
  if (!comment) return null;
  const origin = ctx.origin;
  const postAuthor = comment.post_author_uri ? new URL(comment.post_author_uri) : ctx.getActorUri(comment.post_author_id);
  const parentAuthor = comment.parent_author_uri
    ? new URL(comment.parent_author_uri)
    : comment.parent_author_id
      ? ctx.getActorUri(comment.parent_author_id)
      : null;
  const answered = [postAuthor, ...(parentAuthor ? [parentAuthor] : [])];
  const mentioned = await mentionedIn(db, ctx.origin, comment.text, comment.author_id);
  const mentionedIds = mentioned.map((person) => actorOf(ctx, person));
  const edited = comment.updated_at.getTime() - comment.created_at.getTime() > 1000;
  // Not public: to the author of a post of elsewhere (and the others it is for, when it is for
  // some alone), or to everyone a community's post for some is for but the writer.
  const privateAudience =
    comment.post_visibility === 'public'
      ? null
      : comment.post_uri
        ? [postAuthor, ...comment.post_others.map((uri) => new URL(uri))]
        : comment.post_audience.filter((person) => person.id !== comment.author_id).map((person) => actorOf(ctx, person));
  // A server reads a Mention as someone to show it to: one not for them is a name in the text alone.
  const tagged = privateAudience
    ? mentioned.filter((person) => privateAudience.some((one) => one.href === actorOf(ctx, person).href))
    : mentioned;
  return new Note({
    id: ctx.getObjectUri(Note, { id: comment.id }),
    attribution: ctx.getActorUri(comment.author_id),
    replyTarget: comment.parent_id
      ? comment.parent_uri
        ? new URL(comment.parent_uri)
        : ctx.getObjectUri(Note, { id: comment.parent_id })
      : comment.post_uri
        ? new URL(comment.post_uri)
        : ctx.getObjectUri(Note, { id: comment.post_id }),
    url: new URL(`/comments/${encodeURIComponent(comment.post_id)}`, origin),
    content: postHtml(origin, comment.text),
    published: Temporal.Instant.fromEpochMilliseconds(comment.created_at.getTime()),
    updated: edited ? Temporal.Instant.fromEpochMilliseconds(comment.updated_at.getTime()) : null,
    tos: privateAudience ?? [PUBLIC_COLLECTION],
    ccs: privateAudience ? [] : [ctx.getFollowersUri(comment.author_id), ...uniqueUrls([...answered, ...mentionedIds])],
    tags: tagged.map((person) => mentionOf(ctx, person)),
  });
}

/** The actor of someone a text names: a member's here, or theirs on their server. */
const actorOf = (ctx: Context<unknown>, person: { id: string; uri: string | null }): URL =>
  person.uri ? new URL(person.uri) : ctx.getActorUri(person.id);

/** A `Mention` of someone a text names, by their actor and their handle (`@name@host`; a person of elsewhere's username holds their host). */
const mentionOf = (ctx: Context<unknown>, person: { id: string; username: string; uri: string | null }): Mention =>
  new Mention({ href: actorOf(ctx, person), name: `@${person.uri ? person.username : `${person.username}@${new URL(ctx.origin).host}`}` });

/** `urls` without repeats, in order. */
const uniqueUrls = (urls: URL[]): URL[] => [...new Map(urls.map((url) => [url.href, url])).values()];
