import { signedUp } from 'api-contract/payloads';
import { endpoints, operationIds, pathParamNames } from 'api-contract/endpoints';
import { makeAdmin } from 'api-core/roles';
import { limits } from 'api-contract/limits';
import { messages } from 'api-contract/messages';
import { onePixelPng } from 'api-contract/contract-suite';
import { clientFor, guest, send } from './api';
import { parseLine } from './server-process';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());

describe(`the server's HTTP, on ${databaseName}`, () => {
  it('a call by no one is refused before its body is read, however large', async () => {
    const oversized = JSON.stringify({ postData: { caption: 'x', content: 'y', img: 'a'.repeat(limits.requestBodyMaxBytes) } });
    expect(await send(server, 'POST', '/api/posts', { body: oversized, token: 'not-a-token' })).toMatchObject({
      status: 401,
      body: { errors: [messages.invalidToken] },
    });
  });

  it('a body over the stated limit is a 413, and nothing is stored', async () => {
    const api = await clientFor(server, guest);
    const before = (await api.getPosts()).posts.length;
    const oversized = JSON.stringify({ postData: { caption: 'x', content: 'y', img: 'a'.repeat(limits.requestBodyMaxBytes) } });
    const answer = await send(server, 'POST', '/api/posts', { body: oversized, token: api.token });
    expect(answer).toMatchObject({ status: 413, body: { errors: ['The request body is larger than 2 MB.'] } });
    expect((await api.getPosts()).posts).toHaveLength(before);
  });

  it('a body that is not JSON is refused in words', async () => {
    const { token } = await clientFor(server, guest);
    const answer = await send(server, 'POST', '/api/posts', { token, body: 'caption=hi', headers: { 'content-type': 'text/plain' } });
    expect(answer).toMatchObject({ status: 415, body: { errors: ['The request body must be JSON (Content-Type: application/json).'] } });
  });

  it('a malformed percent-encoding anywhere in a path is a 400, and the server keeps serving', async () => {
    for (const path of ['/api/posts/%E0%A4%A', '/%E0%A4%A', '/api/users/%']) {
      expect(await send(server, 'GET', path)).toMatchObject({ status: 400, body: { errors: [messages.malformedAddress] } });
    }
    expect((await send(server, 'GET', '/api/health')).body).toEqual({ status: 'ok', database: databaseName.toLowerCase() });
  });

  // A NUL in an id reached PostgreSQL, whose text cannot hold one, and answered 500 on 11 routes
  // (issue 17). Every route of the table is walked, so a route added later is held to it too.
  it('a NUL in any parameter of any route of the endpoint table is a 400 in words', async () => {
    await makeAdmin(server.db, guest.username);
    const { token } = await clientFor(server, guest);
    const routes = operationIds.filter((id) => pathParamNames(endpoints[id].path).length > 0);
    expect(routes.length).toBeGreaterThan(11);
    for (const id of routes) {
      const endpoint = endpoints[id];
      const [first] = pathParamNames(endpoint.path);
      const path = endpoint.path.replace(/\{\w+\}/g, 'a%00b');
      const answer = await send(server, endpoint.method.toUpperCase(), `/api${path}`, { token, body: {} });
      expect({ id, ...answer, headers: undefined }).toEqual({
        id,
        status: 400,
        headers: undefined,
        body: { errors: [messages.invalidPathValue(first!)], code: 'request.invalid_path_value' },
      });
    }
    await server.reset();
  });

  it('an address that is no call of the API is a 404 in the contract’s shape', async () => {
    expect(await send(server, 'GET', '/api/nothing/here')).toMatchObject({
      status: 404,
      body: { errors: ['There is no API call GET /api/nothing/here.'] },
    });
  });

  it('answers carry security headers: a strict Content-Security-Policy, nosniff, no framing, a request id', async () => {
    const { headers } = await send(server, 'GET', '/api/posts');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'( http:\/\/localhost:300[1-6])+;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // The composed app runs on the server, never on the in-page mock's WebAssembly.
    expect(policy).not.toContain('wasm-unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('log lines are JSON with a request id, and never hold a password, a token or an image', async () => {
    const api = await clientFor(server);
    const { encodedToken } = signedUp(
      await api.signup({
        body: {
          username: 'logged',
          password: 'never-in-a-log',
          firstName: 'Log',
          lastName: 'Line',
          email: 'log@example.com',
        },
      }),
    );
    await send(server, 'POST', '/api/posts', {
      token: encodedToken,
      body: { postData: { caption: 'pic', content: 'with a picture', img: `data:image/png;base64,${onePixelPng}` } },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const requestLines = server.lines.map(parseLine).filter((entry) => entry?.req !== undefined || entry?.res !== undefined);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.every((entry) => typeof entry?.reqId === 'string')).toBe(true);
    const everything = server.lines.join('\n');
    for (const secret of ['never-in-a-log', encodedToken, onePixelPng.slice(0, 24), 'data:image']) expect(everything).not.toContain(secret);
  });

  it('the OpenAPI document names every call of the contract, and each of them answers, with a code it lists', async () => {
    const { status, body } = await send(server, 'GET', '/api/openapi.json');
    expect(status).toBe(200);
    type Listed = { content: { 'application/json': { schema: { properties: { code: { enum: string[] } } } } } };
    type Operation = { operationId: string; responses: Record<string, unknown> & { '4XX': Listed } };
    const document = body as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document.paths['/users/me/export'])).toContain(
      '"application/zip":{"schema":{"type":"string","format":"binary"}}',
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(operationIds.map((id) => `${endpoints[id].method} ${endpoints[id].path}`).sort());
    const { token } = await clientFor(server, guest);
    for (const id of operationIds) {
      const endpoint = endpoints[id];
      const path = endpoint.path.replace(/\{\w+\}/g, 'does-not-exist');
      const answer = await send(server, endpoint.method.toUpperCase(), `/api${path}`, {
        token,
        body: endpoint.method === 'get' ? undefined : {},
      });
      const { errors, code } = answer.body as { errors?: string[]; code?: string };
      expect(`${id}: ${errors?.[0] ?? ''}`).not.toMatch(/There is no API call/);
      // Called with ids that name nothing and an empty body, most are refused: with a code their entry lists.
      const listed =
        document.paths[endpoint.path]![endpoint.method]!.responses['4XX'].content['application/json'].schema.properties.code.enum;
      const refusedWith = answer.status >= 400 ? code : 'none';
      expect(`${id}: ${refusedWith}`).toBe(
        `${id}: ${answer.status < 400 || listed.includes(code ?? '') ? refusedWith : 'a code it lists'}`,
      );
    }
  });
});
