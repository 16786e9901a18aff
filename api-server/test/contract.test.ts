import { defineContractSuite, rawCallsTo, type ContractHarness } from 'api-contract/contract-suite';
import { makeAdmin } from 'api-core/roles';
import { countDrift } from 'api-core/testing/count-drift';
import { registerTestApp } from 'api-core/testing/apps';
import { meetPersonElsewhere, moveElsewhere, postElsewhere } from 'api-core/testing/people-elsewhere';
import { letTimedSuspensionsEnd, suspendForGood, unsuspend } from 'api-core/testing/suspend';
import { letResetLinksExpire } from 'api-core/testing/reset-links';
import { letUploadsExpire } from 'api-core/testing/uploads';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());

/** The server in this process, through Fastify's inject: the same routes, hooks and handlers as over a socket. */
const inProcess = (): ContractHarness => ({
  baseUrl: `${server.url}/api`,
  origin: server.community.origin,
  reset: async (sizes) => {
    server.community.requireVerifiedEmail = false;
    server.community.staffRequireTwoFactor = false;
    await server.reset(sizes);
  },
  setRegistration: (registration) => {
    server.community.registration = registration;
  },
  requireVerifiedEmail: () => {
    server.community.requireVerifiedEmail = true;
  },
  requireStaffTwoFactor: () => {
    server.community.staffRequireTwoFactor = true;
  },
  makeAdmin: async (username) => {
    await makeAdmin(server.db, username);
  },
  suspend: (username) => suspendForGood(server.db, username),
  unsuspend: (username) => unsuspend(server.db, username),
  meetPersonElsewhere: (name, domain) => meetPersonElsewhere(server.db, name, domain),
  movedElsewhere: (fromId, toId) => moveElsewhere({ db: server.db, jobs: server.jobs, community: server.community }, fromId, toId),
  registerApp: (app) => registerTestApp(server.db, app),
  postElsewhere: (personId, text, visibility) => postElsewhere(server.db, personId, text, visibility),
  fetch: server.fetch,
  raw: rawCallsTo(`${server.url}/api`, server.fetch),
  breakNextQuery: () => server.db.breakNextQuery(),
  letTimedSuspensionsEnd: () => letTimedSuspensionsEnd(server.db),
  letUploadsExpire: () => letUploadsExpire(server.db),
  letResetLinksExpire: () => letResetLinksExpire(server.db),
  countDrift: () => countDrift(server.db),
});

defineContractSuite(`the server on ${databaseName}`, inProcess);
