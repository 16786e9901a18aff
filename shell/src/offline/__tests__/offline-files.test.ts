import { appFile, appPage, hashedFile } from '../offline-files';

const at = (address: string) => new URL(address);

test('the app’s routes are pages to keep; the API and its images never are', () => {
  expect(appPage('/home')).toBe(true);
  expect(appPage('/profile/priyanair')).toBe(true);
  expect(appPage('/api/posts')).toBe(false);
  expect(appPage('/api/notifications/events')).toBe(false);
  expect(appPage('/api/media/0f3a')).toBe(false);
  expect(appPage('/main.js')).toBe(false);
});

test('the shell’s and the remotes’ built files are kept; nothing of the API is, whatever its name', () => {
  expect(appFile(at('http://localhost:3000/main.js'), true)).toBe(true);
  expect(appFile(at('http://localhost:3000/config.json'), true)).toBe(true);
  expect(appFile(at('http://localhost:3001/remoteEntry.js'), false)).toBe(true);
  expect(appFile(at('http://localhost:3001/522.a91a9af7.js'), false)).toBe(true);
  expect(appFile(at('http://localhost:3000/api/export.json'), true)).toBe(false);
  expect(appFile(at('http://localhost:3000/api/posts'), true)).toBe(false);
});

test('only a chunk named by its content hash is taken from the cache before the network', () => {
  expect(hashedFile('/522.a91a9af7.js')).toBe(true);
  expect(hashedFile('/remoteEntry.js')).toBe(false);
  expect(hashedFile('/main.js')).toBe(false);
});
