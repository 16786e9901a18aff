import { chooseTheme, followTheme, readThemeChoice } from '../theme';

/** A device whose system setting is dark or not, which can change while the page is open. */
function deviceSetting(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn().mockReturnValue(media);
  return {
    turn(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const shown = () => document.documentElement.dataset.theme;

afterEach(() => window.localStorage.clear());

test('with nothing chosen the page follows the device, also when its setting changes', () => {
  const device = deviceSetting(true);
  const stop = followTheme();
  expect(readThemeChoice()).toBe('system');
  expect(shown()).toBe('dark');
  device.turn(false);
  expect(shown()).toBe('light');
  stop();
});

test('a chosen theme holds whatever the device says, and another tab’s choice is applied', () => {
  const device = deviceSetting(false);
  const stop = followTheme();
  chooseTheme('dark');
  device.turn(false);
  expect(shown()).toBe('dark');
  window.localStorage.setItem('social:theme', 'light');
  window.dispatchEvent(new StorageEvent('storage', { key: 'social:theme' }));
  expect(shown()).toBe('light');
  stop();
});

test('an unreadable kept value counts as following the device', () => {
  deviceSetting(true);
  window.localStorage.setItem('social:theme', 'purple');
  expect(readThemeChoice()).toBe('system');
  const stop = followTheme();
  expect(shown()).toBe('dark');
  stop();
});

test("the browser's own bar takes the chosen theme's colour, and the device's again when the choice goes back to it", () => {
  deviceSetting(false);
  document.head.innerHTML = `
    <meta name="theme-color" content="#6d28d9" media="(prefers-color-scheme: light)" data-theme="light" />
    <meta name="theme-color" content="#121018" media="(prefers-color-scheme: dark)" data-theme="dark" />`;
  const bar = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [meta.content, meta.media]);
  const stop = followTheme();
  chooseTheme('dark');
  expect(bar()).toEqual([
    ['#6d28d9', 'not all'],
    ['#121018', 'all'],
  ]);
  chooseTheme('system');
  expect(bar()).toEqual([
    ['#6d28d9', '(prefers-color-scheme: light)'],
    ['#121018', '(prefers-color-scheme: dark)'],
  ]);
  stop();
  document.head.innerHTML = '';
});
