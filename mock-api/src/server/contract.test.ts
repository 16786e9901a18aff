import { defineContractSuite, type ContractHarness } from 'api-contract/contract-suite';
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
  raw: async (method, path, init = {}) => {
    const response = await fetch(`/api${path}`, { method, headers: init.headers, body: init.body });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, header: (name) => response.headers.get(name), body };
  },
};

defineContractSuite('the in-page Mirage mock', () => inPageMock);
