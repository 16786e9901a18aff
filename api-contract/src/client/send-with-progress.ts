/** What the client reads of an answer, whether `fetch` or `sendWithProgress` carried it. */
export type Answered = Pick<Response, 'ok' | 'status' | 'json' | 'blob'>;

/** A request as the client builds it: always a method and headers, a JSON body for a change. */
export type Sent = { method: string; headers: Record<string, string>; body: string | undefined };

/** What this uses of the browser's XMLHttpRequest, named here: the server's build, which shares the client, knows no DOM. */
type ProgressRequest = {
  open: (method: string, url: string) => void;
  setRequestHeader: (name: string, value: string) => void;
  upload: {
    addEventListener: (type: 'progress', listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) => void;
  };
  addEventListener: (type: 'load' | 'error' | 'abort', listener: () => void) => void;
  getResponseHeader: (name: string) => string | null;
  send: (body: string | null) => void;
  readonly status: number;
  readonly responseText: string;
};

/** The page's XMLHttpRequest, looked up at each call (an in-page mock replaces it), if there is one. */
const requestClass = (): (new () => ProgressRequest) | undefined =>
  (globalThis as { XMLHttpRequest?: new () => ProgressRequest }).XMLHttpRequest;

/** Whether this runtime can tell an upload's progress (a browser can; Node's fetch cannot). */
export const canReportProgress = (): boolean => requestClass() !== undefined;

/**
 * Sends a request reporting how much of its body has gone, as a fraction (0 to 1): `fetch` tells
 * nothing of an upload's progress, `XMLHttpRequest` does. Rejects as `fetch` does when the server
 * cannot be reached, so the client's one path turns it into the same words.
 */
export function sendWithProgress(url: string, { method, headers, body }: Sent, onProgress: (fraction: number) => void): Promise<Answered> {
  const Request = requestClass();
  if (!Request) return Promise.reject(new TypeError('This runtime cannot tell an upload’s progress.'));
  return new Promise((resolve, reject) => {
    const request = new Request();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const text = String(request.responseText);
      resolve({
        ok: request.status >= 200 && request.status < 300,
        status: request.status,
        json: () => Promise.resolve().then(() => JSON.parse(text) as unknown),
        blob: () => Promise.resolve(new Blob([text], { type: request.getResponseHeader('content-type') ?? '' })),
      });
    });
    request.addEventListener('error', () => reject(new TypeError('Could not reach the server.')));
    request.addEventListener('abort', () => reject(new TypeError('The request was stopped.')));
    request.send(body ?? null);
  });
}
