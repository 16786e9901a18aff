import type { ComponentType } from 'react';
import type { Reducer } from 'redux';
import type { CatalogueLoader } from '../i18n/catalogues';

/**
 * The pages each remote renders, by its federation name: the shell's routes
 * (`remotes/remote-routes.ts`) and each remote's module are both checked against this one list,
 * so a key renamed on one side fails the type check until the other follows.
 */
export type RemotePageKeys = {
  mf_feed: 'home' | 'explore' | 'bookmarks' | 'liked' | 'tag' | 'search';
  mf_profile: 'profile' | 'settings';
  mf_comments: 'comments';
  mf_admin: 'admin' | 'moderation';
  mf_notifications: 'notifications';
  mf_messages: 'messages' | 'conversation';
};

/** The widgets the shell mounts outside a remote's pages (the navigation's New Post), by remote. */
export type RemoteWidgetKeys = {
  mf_feed: 'new-post';
  mf_profile: never;
  mf_comments: never;
  mf_admin: never;
  mf_notifications: never;
  mf_messages: never;
};

export type RemoteId = keyof RemotePageKeys;

export type WidgetProps = { onClose: () => void };

/**
 * What the store needs of a module: its slices of state and its root saga. The shell registers
 * them before the module's first render; registering the same id twice does nothing.
 */
export type StoreModule = { id: string; reducers: Record<string, Reducer>; saga?: () => Generator };

/**
 * The sagas' context key under which the registered modules are, by id: how a remote's saga
 * reaches what another remote exposes, at runtime (`getContext(remoteModulesKey)`).
 */
export const remoteModulesKey = 'remoteModules';

type WidgetsOf<Id extends RemoteId> = [RemoteWidgetKeys[Id]] extends [never]
  ? { widgets?: undefined }
  : { widgets: Record<RemoteWidgetKeys[Id], ComponentType<WidgetProps>> };

/**
 * What a remote's `./module` exposes to the shell: its state, the pages the shell routes to,
 * the widgets the shell may mount, and its words in every language (`catalogues`, of which the
 * shell loads the language in use before the module first renders). Without a type argument,
 * any remote's.
 */
export type RemoteModule<Id extends RemoteId = RemoteId> = Id extends RemoteId
  ? StoreModule & { id: Id; pages: Record<RemotePageKeys[Id], ComponentType>; catalogues?: CatalogueLoader } & WidgetsOf<Id>
  : never;

/**
 * A loaded module's pages, by key. A module arrives over the network from a build the shell's
 * may not match (an older deploy), so a page may be missing whatever the types say.
 */
export type LoadedPages = Partial<Record<string, ComponentType>>;
