import { normalizeTag, isTag } from 'api-contract/rich-text';
import { messages } from 'api-contract/messages';
import { chain, fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import { readPageRows } from '../pages/keyset';
import { pageOf } from '../pages/page-query';
import type { Platform } from '../platform';
import { readPostPage } from '../posts/post-pages';
import { tagPostsKeyset, tagPostsQuery, tagSearchKeyset, tagSearchQuery } from '../tags/tag-lists';
import { postSearchQuery, searchKeyset, searchTerms } from './post-search';

type SearchHandlers = Pick<Handlers, 'getTagPosts' | 'searchPosts' | 'searchTags'>;

/** What a tag is looked up by: its normalized form, with or without the `#` a person may type. */
const tagFrom = (typed: string): string => normalizeTag(typed.trim().replace(/^#/, ''));

/**
 * The calls that find posts by what they say: a tag's page, the search of posts (PostgreSQL's own
 * text search, on the server's database and the page's alike: no search server to run), and the
 * search of tags. Each is a keyset page on an index, filtered for the viewer in its statement.
 */
export function searchHandlers(platform: Platform): SearchHandlers {
  const { db } = platform;
  const noPosts = () => succeed(answer('full', { posts: [], nextCursor: null }));

  return {
    getTagPosts: async ({ params, query: { sort, ...fields }, viewer }) => {
      const tag = tagFrom(params.tag);
      if (!isTag(tag)) return fail(400, messages.invalidTag);
      const keyset = tagPostsKeyset(sort);
      const page = chain(pageOf(fields, keyset), (asked) =>
        succeed({ query: tagPostsQuery(tag, sort, asked, viewer?._id ?? null), keyset, page: asked }),
      );
      if (!page.ok) return page;
      return succeed(answer('full', await readPostPage(platform, page.value, viewer)));
    },

    searchPosts: async ({ query: { q, ...fields }, viewer }) => {
      const page = pageOf(fields, searchKeyset);
      if (!page.ok) return page;
      const terms = await searchTerms(db, q);
      if (terms === null) return noPosts();
      const planned = { query: postSearchQuery(terms, page.value, viewer?._id ?? null), keyset: searchKeyset, page: page.value };
      return succeed(answer('full', await readPostPage(platform, planned, viewer)));
    },

    searchTags: async ({ query: { q = '', ...fields } }) => {
      const page = pageOf(fields, tagSearchKeyset);
      if (!page.ok) return page;
      const prefix = tagFrom(q);
      const { rows, nextCursor } = await readPageRows<{ post_count: number }>(
        db,
        tagSearchQuery(prefix, page.value),
        tagSearchKeyset,
        page.value,
      );
      return succeed(answer('full', { tags: rows.map((row) => ({ name: row.id, postCount: row.post_count })), nextCursor }));
    },
  };
}
