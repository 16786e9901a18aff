import { defineContractSuite } from 'api-contract/contract-suite';
import { httpHarness } from './http-harness';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
}, 60_000);
afterAll(() => server.stop());

defineContractSuite('the server on PGlite', () => httpHarness(server.url));
