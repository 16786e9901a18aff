import { endpoints, operationIds, type ByteStream, type Endpoint, type OperationId } from 'api-contract/endpoints';
import { readJsonObject } from 'api-contract/http';
import type { Api } from 'api-core/api';

/**
 * The calls that answer a file (the export's zip). Mirage carries text only, and a zip is
 * bytes, so the page's `fetch` answers these itself, with the API's same pipeline.
 */
const entry = (operation: OperationId): Endpoint => endpoints[operation];
const downloads = operationIds.filter((operation) => entry(operation).download !== undefined);

/** The download `url` and `method` ask for, or null when they ask for something else. */
export function downloadOf(url: string, method = 'GET'): OperationId | null {
  const { pathname } = new URL(url, globalThis.location?.href ?? 'http://localhost/');
  return (
    downloads.find((operation) => entry(operation).method === method.toLowerCase() && pathname === `/api${entry(operation).path}`) ?? null
  );
}

async function bytesOf(stream: ByteStream): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** The download's answer as the page's `fetch` gives it: the file, or the refusal as JSON. */
export async function answerDownload(api: Api, operation: OperationId, init: RequestInit | undefined): Promise<Response> {
  const answer = await api.respond(operation, {
    params: {},
    query: {},
    body: readJsonObject(''),
    authorization: new Headers(init?.headers).get('authorization') ?? undefined,
    userAgent: globalThis.navigator?.userAgent,
  });
  const file = entry(operation).download!;
  if (answer.status >= 300) {
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }
  return new Response(await bytesOf(answer.body as ByteStream), {
    status: answer.status,
    headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"` },
  });
}
