import { unzipSync } from 'fflate';
import { clientFor, guest } from './api';
import { startInProcess, type InProcessServer, type Target } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;
let target: Target;

beforeAll(async () => {
  server = await startInProcess();
  target = await server.listen();
}, 60_000);
afterAll(() => server.close());

describe(`the export, on ${databaseName}`, () => {
  it('is streamed as a zip to save (chunked, never cached), and its images are the bytes the account shows', async () => {
    const { token } = await clientFor(server, guest);
    const response = await target.fetch(`${target.url}/api/users/me/export`, { headers: { authorization: token ?? '' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="social-export.zip"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Sent as it is made: no length known beforehand.
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();

    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const images = Object.keys(files).filter((name) => name.startsWith('images/'));
    expect(images.length).toBeGreaterThan(0);
    for (const name of images) {
      const id = name.slice('images/'.length, name.lastIndexOf('.'));
      const shown = await target.fetch(`${target.url}/api/media/${id}`);
      expect(Buffer.from(await shown.arrayBuffer()).equals(Buffer.from(files[name]!))).toBe(true);
    }
  });
});
