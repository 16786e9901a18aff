import { backfillPostTags } from '../tags/backfill-post-tags';
import type { Migration } from './migrate';

/**
 * The migrations that are code, in the order of their names among the SQL files: a step that
 * reads text as the contract's code reads it, which SQL cannot do alike.
 */
export const codeMigrations: Migration[] = [{ name: '012_post_tags_backfill', run: backfillPostTags }];
