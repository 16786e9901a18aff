import type { ComponentType } from 'react';
import type { Reducer } from 'redux';

/**
 * What a remote's `./module` exposes to the shell: its slices of state, its root saga, the
 * pages the shell routes to, and widgets the shell may mount (the new-post dialog).
 * The shell registers the reducers and saga before the remote's first render.
 */
export type RemoteModule = {
  /** Unique per remote; registering the same id twice does nothing. */
  id: string;
  reducers: Record<string, Reducer>;
  saga?: () => Generator;
  pages: Record<string, ComponentType>;
  widgets?: Record<string, ComponentType<WidgetProps>>;
};

export type WidgetProps = { onClose: () => void };
