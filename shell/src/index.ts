import { prepareStart } from './start/prepare-start';

const prepared = prepareStart(window.location.pathname);
// The async boundary federation needs before any shared module is used.
void import('./bootstrap').then(({ start }) => start(prepared));
