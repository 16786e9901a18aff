import type { Queryable } from '../db/database';
import { registerApp } from '../mastodon/apps';

/** Registers an app as `POST /api/v1/apps` does, for the contract's cases: its client id. */
export async function registerTestApp(db: Queryable, app: { name: string; redirectUris: string[]; scopes: string }): Promise<string> {
  const registered = await registerApp(db, { client_name: app.name, redirect_uris: app.redirectUris, scopes: app.scopes });
  if (!registered.ok) throw new Error(registered.error);
  return registered.value.client_id;
}
