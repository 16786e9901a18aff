import { errorResponse } from '../http';
import { guard, type RouteContext } from './route-kit';

/**
 * Live events (`GET /api/events`) are the server's: the mock lives in one page, where nobody
 * else changes anything, so a page on the mock has no live updates. The call is answered with
 * a 404 in the contract's error shape rather than left to Mirage, which would throw on a
 * request no route handles.
 */
export const noLiveEvents = 'The mock API has no live events: a page on the mock gets no live updates.';

export function registerEventRoutes({ server }: RouteContext): void {
  server.get(
    '/events',
    guard(() => errorResponse(404, noLiveEvents)),
  );
}
