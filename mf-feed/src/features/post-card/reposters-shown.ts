import { createContext, useContext } from 'react';

/**
 * Whether the cards under it say who brought each post ("Reposted by priyanair"): the home feed
 * does, where a repost is why a post is there; elsewhere a post is listed for itself.
 */
export const RepostersShown = createContext(false);

export const useRepostersShown = (): boolean => useContext(RepostersShown);
