import type { Tokens } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { EventHub } from './events/event-hub';
import type { MediaStore } from './media/media-store';

/** What every route works with, made once when the server starts. */
export type ApiDeps = { config: ServerConfig; db: Database; media: MediaStore; tokens: Tokens; events: EventHub };
