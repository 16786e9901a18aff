import { rawCallsTo, type ContractHarness } from 'api-contract/contract-suite';

/** The contract suite's harness for a server at `url` that has its testing calls on. */
export function httpHarness(url: string): ContractHarness {
  return {
    baseUrl: `${url}/api`,
    reset: async () => {
      const response = await fetch(`${url}/api/testing/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.status !== 204) throw new Error(`The reset answered ${response.status}: ${await response.text()}`);
    },
    raw: rawCallsTo(`${url}/api`),
  };
}
