import { createApiClient } from './api-client';
import { ApiError } from './api-error';

/**
 * A browser's XMLHttpRequest as far as the client uses it: records what is sent, and lets the
 * test play the upload's progress and the server's answer.
 */
class FakeRequest {
  static last: FakeRequest | null = null;
  readonly headers: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  opened: [string, string] | null = null;
  sent: string | null = null;
  status = 0;
  responseText = '';

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: string | null) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

const img = 'data:image/png;base64,iVBORw0KGgo=';
let original: typeof XMLHttpRequest;

beforeEach(() => {
  original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

const client = () => createApiClient({ baseUrl: '/api', getToken: () => 'token-1' });

test('an upload tells how much of the image has gone, and answers what the server said', async () => {
  const fractions: number[] = [];
  const answer = client().uploadMedia({ body: { img }, onUploadProgress: (fraction) => fractions.push(fraction) });
  const request = FakeRequest.last!;
  expect(request.opened).toEqual(['POST', '/api/media']);
  expect(request.headers).toMatchObject({ authorization: 'token-1', 'Content-Type': 'application/json' });
  expect(JSON.parse(request.sent!)).toEqual({ img });
  request.progress(40, 160);
  request.progress(160, 160);
  request.answer(201, { media: { id: 'abc', url: '/api/media/abc' } });
  await expect(answer).resolves.toEqual({ media: { id: 'abc', url: '/api/media/abc' } });
  expect(fractions).toEqual([0.25, 1]);
});

test("an upload refused or cut off fails in the same words as any call's", async () => {
  const refused = client().uploadMedia({ body: { img }, onUploadProgress: () => undefined });
  FakeRequest.last!.answer(400, { errors: ['Image is not a valid image file.'], code: 'media.invalid' });
  await expect(refused).rejects.toEqual(new ApiError(400, 'media.invalid', 'Image is not a valid image file.'));

  const cut = client().uploadMedia({ body: { img }, onUploadProgress: () => undefined });
  FakeRequest.last!.fail();
  await expect(cut).rejects.toEqual(
    new ApiError(0, 'network.unreachable', 'Could not reach the server. Check your connection and try again.'),
  );
});
