import { defineContractSuite, rawCallsTo, type ContractHarness } from 'api-contract/contract-suite';
import { startMockApi, type MockApi } from './start-mock-api';

let running: MockApi | null = null;

afterAll(() => running?.shutdown());

/** The mock in this jsdom page: Mirage answers `fetch` under `/api`, from a fresh seed each time. */
const inPageMock: ContractHarness = {
  baseUrl: '/api',
  reset: () => {
    running?.shutdown();
    running = startMockApi({ environment: 'test' });
    return Promise.resolve();
  },
  raw: rawCallsTo('/api'),
};

defineContractSuite('the in-page Mirage mock', () => inPageMock);
