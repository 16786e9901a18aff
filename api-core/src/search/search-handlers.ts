import { isTag, typedTag } from 'api-contract/rich-text';
import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import { readPageRows } from '../pages/keyset';
import { pageOf } from '../pages/page-query';
import type { Platform } from '../platform';
import { readPostPage } from '../posts/post-pages';
import { readPostList } from '../posts/post-views';
import { tagPostsRequest, tagSearchRequest } from '../tags/tag-lists';
import { readSearchPage, searchKeyset, searchTerms } from './post-search';

type SearchHandlers = Pick<Handlers, 'getTagPosts' | 'searchPosts' | 'searchTags'>;

/**
 * The calls that find posts by what they say: a tag's page, the search of posts (PostgreSQL's own
 * text search, on the server's database and the page's alike: no search server to run), and the
 * search of tags. Each is a keyset page on an index, filtered for the viewer in its statement.
 */
export function searchHandlers(platform: Platform): SearchHandlers {
  const { db } = platform;
  const noPosts = () => succeed(answer('full', { posts: [], nextCursor: null }));

  return {
    getTagPosts: async ({ params, query, viewer }) => {
      const tag = typedTag(params.tag);
      if (!isTag(tag)) return fail(400, reasons.invalidTag);
      const page = tagPostsRequest(tag, query, viewer?._id ?? null);
      return page.ok ? succeed(answer('full', await readPostPage(platform, page.value, viewer, query))) : page;
    },

    searchPosts: async ({ query: { q, ...fields }, viewer }) => {
      const page = pageOf(fields, searchKeyset);
      if (!page.ok) return page;
      const terms = await searchTerms(db, q);
      if (terms === null) return noPosts();
      const { ids, nextCursor } = await readSearchPage(db, terms, page.value, viewer?._id ?? null);
      const { posts } = await readPostList(platform, { ids }, viewer, { withComments: false });
      return succeed(answer('full', { posts, nextCursor }));
    },

    searchTags: async ({ query: { q = '', ...fields } }) => {
      const page = tagSearchRequest(typedTag(q), fields);
      if (!page.ok) return page;
      const { query, keyset } = page.value;
      const { rows, nextCursor } = await readPageRows<{ post_count: number }>(db, query, keyset, page.value.page);
      return succeed(answer('full', { tags: rows.map((row) => ({ name: row.id, postCount: row.post_count })), nextCursor }));
    },
  };
}
