import { msg, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all, put, takeEvery } from 'redux-saga/effects';
import type { KnownServer } from 'api-contract/entities';
import type { ValidDomainBlock } from 'api-contract/schemas';
import { apiAction, idleCall, type CallStatus } from 'shell/api-call';

/** What an import of a list of blocks came to: how many were blocked, and each line refused in words. */
export type ImportResult = { blocked: number; refused: Array<{ line: number; problem: string }> };

/**
 * The other servers the community knows (issue 38), as admins see them: each by its name, the
 * list as names (as the server orders them), the block form's call, the import's call and what
 * the last import came to.
 */
export type ServersState = {
  byDomain: Record<string, KnownServer>;
  domains: string[];
  reading: CallStatus;
  blocking: CallStatus;
  importing: CallStatus;
  imported: ImportResult | null;
};

/** How many servers the section lists: the first page of the contract's largest. */
const listed = 100;

export const fetchServers = apiAction('adminServers/fetch', {
  call: (api, _request: void) => api.getServers({ query: { limit: listed } }),
  success: ({ servers }) => servers,
  fallback: msg`Could not read the servers.`,
  shownInPlace: true,
  take: 'latest',
});

export const blockServer = apiAction('adminServers/block', {
  call: (api, block: ValidDomainBlock) => api.blockServer({ body: block }),
  success: ({ server }) => server,
  toast: ({ server }) => {
    const { domain } = server;
    return server.block?.severity === 'limit' ? t`Limited ${domain}` : t`Suspended ${domain}`;
  },
  fallback: msg`Could not block the server.`,
  shownInPlace: true,
  take: 'leading',
});

export const unblockServer = apiAction('adminServers/unblock', {
  call: (api, domain: string) => api.unblockServer({ domain }),
  success: ({ server }) => server,
  toast: ({ server }) => {
    const { domain } = server;
    return t`Lifted the block of ${domain}`;
  },
  fallback: msg`Could not lift the block.`,
  take: 'every',
});

export const importServerBlocks = apiAction('adminServers/import', {
  call: (api, csv: string) => api.importServerBlocks({ body: { csv } }),
  success: (result): ImportResult => result,
  fallback: msg`Could not import the list.`,
  shownInPlace: true,
  take: 'leading',
});

const initialState: ServersState = {
  byDomain: {},
  domains: [],
  reading: idleCall,
  blocking: idleCall,
  importing: idleCall,
  imported: null,
};

/** `server` kept, and listed in name order if it is new. */
function withServer(state: ServersState, server: KnownServer): ServersState {
  const domains = state.domains.includes(server.domain) ? state.domains : [...state.domains, server.domain].sort();
  return { ...state, byDomain: { ...state.byDomain, [server.domain]: server }, domains };
}

export function serversReducer(state: ServersState = initialState, action: UnknownAction): ServersState {
  const next: ServersState = {
    ...state,
    reading: fetchServers.statusStep(state.reading, action),
    blocking: blockServer.statusStep(state.blocking, action),
    importing: importServerBlocks.statusStep(state.importing, action),
  };
  if (fetchServers.success.match(action)) {
    const servers = action.payload;
    return {
      ...next,
      byDomain: Object.fromEntries(servers.map((server) => [server.domain, server])),
      domains: servers.map((server) => server.domain),
    };
  }
  if (blockServer.success.match(action) || unblockServer.success.match(action)) return withServer(next, action.payload);
  if (importServerBlocks.success.match(action)) return { ...next, imported: action.payload };
  const unchanged = next.reading === state.reading && next.blocking === state.blocking && next.importing === state.importing;
  return unchanged ? state : next;
}

type WithServers = { adminServers?: ServersState };
const serversOf = (state: WithServers) => state.adminServers ?? initialState;
export const selectServerDomains = (state: WithServers) => serversOf(state).domains;
export const selectServer = (domain: string) => (state: WithServers) => serversOf(state).byDomain[domain];
export const selectServersReading = (state: WithServers) => serversOf(state).reading;
export const selectServerBlocking = (state: WithServers) => serversOf(state).blocking;
export const selectServerImporting = (state: WithServers) => serversOf(state).importing;
export const selectServerImported = (state: WithServers) => serversOf(state).imported;

/**
 * After an import, a block or its lifting, the list is read again: an import may hold many new
 * blocks, and a block holds for the servers under its domain too, whose rows change with it.
 */
function* readAgain() {
  yield put(fetchServers.request());
}

export function* serversSaga() {
  yield all([
    fetchServers.saga(),
    blockServer.saga(),
    unblockServer.saga(),
    importServerBlocks.saga(),
    takeEvery([importServerBlocks.success.type, blockServer.success.type, unblockServer.success.type], readAgain),
  ]);
}
