import { defineContractSuite, rawCallsTo, type ContractHarness } from 'api-contract/contract-suite';
import { openRegistration } from 'api-contract/runtime-config';
import { breakable, type BreakableDatabase } from 'api-core/testing/breakable-database';
import { countDrift } from 'api-core/testing/count-drift';
import { registerTestApp } from 'api-core/testing/apps';
import { meetPersonElsewhere, moveElsewhere, postElsewhere } from 'api-core/testing/people-elsewhere';
import { pageJobs } from './page-platform';
import { letTimedSuspensionsEnd, suspendForGood, unsuspend } from 'api-core/testing/suspend';
import { letResetLinksExpire } from 'api-core/testing/reset-links';
import { letUploadsExpire } from 'api-core/testing/uploads';
import { openPageDatabase } from '#page-database';
import { startMockApi, type MockApi } from './start-mock-api';

let mock: MockApi;
let database: BreakableDatabase;

beforeAll(async () => {
  database = breakable((await openPageDatabase()).db);
  mock = startMockApi({ environment: 'test', database });
  await mock.ready;
});
afterAll(() => mock.shutdown());

/** The mock in this jsdom page: Mirage answers `fetch` under `/api` with the API's handlers on PGlite. */
const inPageMock: ContractHarness = {
  baseUrl: '/api',
  get origin() {
    return mock.community.origin;
  },
  reset: async (sizes) => {
    mock.community.registration = openRegistration;
    mock.community.requireVerifiedEmail = false;
    mock.community.staffRequireTwoFactor = false;
    await mock.reseed(sizes);
  },
  setRegistration: (registration) => {
    mock.community.registration = registration;
  },
  requireVerifiedEmail: () => {
    mock.community.requireVerifiedEmail = true;
  },
  requireStaffTwoFactor: () => {
    mock.community.staffRequireTwoFactor = true;
  },
  makeAdmin: (username) => mock.makeAdmin(username),
  suspend: (username) => suspendForGood(database, username),
  unsuspend: (username) => unsuspend(database, username),
  meetPersonElsewhere: (name, domain) => meetPersonElsewhere(database, name, domain),
  movedElsewhere: (fromId, toId) => moveElsewhere({ db: database, jobs: pageJobs, community: mock.community }, fromId, toId),
  registerApp: (app) => registerTestApp(database, app),
  postElsewhere: (personId, text, visibility) => postElsewhere(database, personId, text, visibility),
  raw: rawCallsTo('/api'),
  breakNextQuery: () => database.breakNextQuery(),
  letTimedSuspensionsEnd: () => letTimedSuspensionsEnd(database),
  letUploadsExpire: () => letUploadsExpire(database),
  letResetLinksExpire: () => letResetLinksExpire(database),
  countDrift: () => countDrift(database),
};

defineContractSuite('the in-page mock', () => inPageMock);
