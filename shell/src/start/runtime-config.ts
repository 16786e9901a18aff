import * as v from 'valibot';
import { eventsPath, notificationEventsPath } from 'api-contract/events';
import { RuntimeConfigSchema, runtimeConfigPath, type RuntimeConfig } from 'api-contract/runtime-config';
import { setRemoteLocations } from 'federation-runtime/remote-locations';
import { serverLiveEvents, type LiveEventSource } from '../features/live';
import { serverPrivateEvents, type PrivateEventSource } from '../features/bell';
import { setCommunitySettings } from './community-settings';
import { importMockApi } from './mock-api-module';

/**
 * Reads the page's runtime configuration, served beside its html (which preloads it): which API
 * answers, where the remotes are, how people join, whether the guest account is there and
 * whether mail is sent. A remote can move, or the page switch from the in-page mock to the
 * server, without a rebuild. The servers let the browser keep it only after checking with them,
 * so a change is seen on the next load.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(runtimeConfigPath);
  if (!response.ok) throw new Error(`Could not read the page's configuration at ${runtimeConfigPath} (${response.status}).`);
  const config = v.parse(RuntimeConfigSchema, await response.json());
  setRemoteLocations(config.remotes);
  setCommunitySettings({
    registration: config.registration,
    guestLogin: config.guestLogin,
    mail: config.mail,
    defaultLanguage: config.defaultLanguage,
    staffRequireTwoFactor: config.staffRequireTwoFactor,
  });
  return config;
}

/** Where a page's events come from: the public ones (every page), and the signed-in person's private ones. */
export type EventSources = { liveEvents: LiveEventSource; privateEvents: PrivateEventSource };

/**
 * Starts the in-page mock when the configuration says so (on the server its script is never
 * loaded), and says where the page's events come from, public and private: the server's
 * streams, or the mock. `admins`: the seed's people the mock makes admins before the page
 * signs in (a remote alone, mf-admin's); a server's admins are its operator's to make.
 */
export async function startApi(config: RuntimeConfig, { admins = [] }: { admins?: string[] } = {}): Promise<EventSources> {
  if (config.api !== 'mock')
    return {
      liveEvents: serverLiveEvents(`/api${eventsPath}`),
      privateEvents: serverPrivateEvents(`/api${notificationEventsPath}`),
    };
  const { startMockApi } = await importMockApi();
  const mock = startMockApi({ registration: config.registration });
  // Its calls say so too (a 503), but the reason is the developer's to read.
  mock.ready.catch((error: unknown) => console.error('The mock API could not start.', error));
  await Promise.all(admins.map((username) => mock.makeAdmin(username))).catch(() => undefined);
  return { liveEvents: mock.subscribe, privateEvents: ({ token }, onEvent) => mock.subscribeNotifications(token, onEvent) };
}
