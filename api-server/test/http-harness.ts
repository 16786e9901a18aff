import type { ContractHarness } from 'api-contract/contract-suite';

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
    raw: async (method, path, init = {}) => {
      const response = await fetch(`${url}/api${path}`, { method, headers: init.headers, body: init.body });
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
}
