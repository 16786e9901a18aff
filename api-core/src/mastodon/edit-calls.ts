import { limits } from 'api-contract/limits';
import { postHtml } from '../federation/post-html';
import { accountOf, credentialAccountOf } from './accounts';
import { answered, callContract, refused, type MastodonAnswer } from './answers';
import { by, listOf, memberOf, peopleNamed, textOf, yesOrNo, type CallContext } from './call-context';
import type { ClientCall } from './client-call';
import { statusCharactersMax } from './instance';
import { descriptionsOf } from './media';
import { captionAndText, oneStatus, statusTextOf } from './statuses';
import { visibilityFromName } from './visibilities';

/** A post the caller may see, by the id the path names. */
const postOf = (context: CallContext) => callContract(context.api, 'getPost', { ...by(context), params: { postId: context.params.id! } });

/**
 * `PUT /api/v1/statuses/:id`: an edit of one's post, as the community's editor makes it: its
 * text, warning and images (those it keeps by their ids, with their descriptions, and new
 * uploads with the descriptions they were given). Its audience stays as it is.
 */
async function editStatus(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const found = await postOf(context);
  if (!found.ok) return refused(404, 'Record not found');
  const { post } = found.value;
  const text = textOf(context.body.status) ?? statusTextOf(post);
  if (Array.from(text).length > statusCharactersMax)
    return refused(422, `Validation failed: Text character limit of ${statusCharactersMax} exceeded`);
  const mediaIds =
    context.body.media_ids === undefined && context.body['media_ids[]'] === undefined
      ? post.images.map((image) => image.id)
      : listOf(context.body.media_ids ?? context.body['media_ids[]']);
  if (mediaIds.length > limits.postImagesMax)
    return refused(422, `Validation failed: a status may have at most ${limits.postImagesMax} images.`);
  const uploaded = await descriptionsOf(context.db, memberOf(context), mediaIds);
  const kept = new Map(post.images.map((image) => [image.id, image.alt]));
  const spoiler = textOf(context.body.spoiler_text) ?? post.contentWarning;
  const edited = await callContract<'editPost', 'minimal'>(context.api, 'editPost', {
    ...by(context),
    minimal: true,
    params: { postId: post._id },
    body: {
      postData: {
        ...captionAndText(text),
        images: mediaIds.map((mediaId) => ({ mediaId, alt: kept.get(mediaId) ?? uploaded.get(mediaId) ?? '' })),
        contentWarning: spoiler,
        visibility: post.visibility,
      },
    },
  });
  return edited.ok ? oneStatus(context, edited.value.post) : edited;
}

/**
 * `GET /api/v1/statuses/:id/history`: what the post said at each edit, the first first and what
 * it says now last, as Mastodon's `StatusEdit`s. The community keeps earlier texts, not earlier
 * images: an earlier version shows none.
 */
async function history(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const found = await postOf(context);
  if (!found.ok) return refused(404, 'Record not found');
  const { post } = found.value;
  const versions = await callContract<'getPostHistory', 'full'>(context.api, 'getPostHistory', {
    ...by(context),
    params: { postId: post._id },
    query: { limit: '100' },
  });
  if (!versions.ok) return versions;
  const people = await peopleNamed(context, [post.username]);
  if (!people.ok) return people;
  const author = people.value.get(post.username.toLowerCase());
  const current = await oneStatus(context, post);
  if (!author || !current.ok) return refused(404, 'Record not found');
  const edit = (text: { caption: string; content: string; contentWarning: string }, at: string, media: unknown[]) => ({
    content: postHtml(context.origin, text.caption, text.content),
    spoiler_text: text.contentWarning,
    sensitive: text.contentWarning !== '',
    created_at: at,
    account: accountOf(author, context.origin),
    poll: null,
    media_attachments: media,
    emojis: [],
  });
  return answered([
    ...[...versions.value.versions].reverse().map((version) => edit(version, version.writtenAt, [])),
    edit(post, post.editedAt ?? post.createdAt, current.value.media_attachments),
  ]);
}

/**
 * `PATCH /api/v1/accounts/update_credentials`: one's profile, as Settings changes it: the bio
 * (`note`), whether one approves followers (`locked`), the audience of new posts
 * (`source[privacy]`) and the picture (`avatar`). The name is the one a member signed up with:
 * an app may send it unchanged, and is refused in words if it changes it.
 */
async function updateCredentials(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const { body } = context;
  const me = await callContract(context.api, 'getUser', { ...by(context), params: { userId: memberOf(context)._id } });
  if (!me.ok) return me;
  const displayName = textOf(body.display_name);
  if (displayName !== undefined && displayName.trim() !== `${me.value.user.firstName} ${me.value.user.lastName}`.trim()) {
    return refused(422, 'Validation failed: the name shown is the first and last name you signed up with, and cannot be changed here.');
  }
  const privacy = textOf(body['source[privacy]']) ?? textOf((body.source as Record<string, unknown> | undefined)?.privacy);
  if (privacy !== undefined && !visibilityFromName(privacy))
    return refused(422, 'Validation failed: source[privacy] must be public, unlisted, private or direct.');
  const locked = yesOrNo(body.locked);
  const edited = await callContract(context.api, 'editProfile', {
    ...by(context),
    body: {
      userData: {
        ...(textOf(body.note) === undefined ? {} : { bio: textOf(body.note) }),
        ...(locked === undefined ? {} : { approveFollowers: locked }),
        ...(privacy === undefined ? {} : { defaultVisibility: visibilityFromName(privacy) }),
        ...(typeof body.avatar === 'string' ? { img: body.avatar } : {}),
      },
    },
  });
  return edited.ok ? answered(credentialAccountOf(edited.value.user, context.origin)) : edited;
}

/** Edits: of one's posts and of one's profile. */
export const editCalls: ClientCall[] = [
  { method: 'put', path: '/v1/statuses/:id', scope: 'write:statuses', member: true, run: editStatus },
  { method: 'get', path: '/v1/statuses/:id/history', scope: 'read:statuses', member: false, run: history },
  {
    method: 'get',
    path: '/v1/statuses/:id/source',
    scope: 'read:statuses',
    member: true,
    run: async (context) => {
      const found = await postOf(context);
      if (!found.ok) return refused(404, 'Record not found');
      return answered({ id: found.value.post._id, text: statusTextOf(found.value.post), spoiler_text: found.value.post.contentWarning });
    },
  },
  { method: 'patch', path: '/v1/accounts/update_credentials', scope: 'write:accounts', member: true, run: updateCredentials },
];
