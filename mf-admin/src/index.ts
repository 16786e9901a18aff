import { prepareStandalone } from 'shell/start';

// Start-up that needs no shared module (the page's configuration, the in-page mock) begins
// before the async boundary federation needs, so it overlaps the download of React. The guest
// this page signs in as is made an admin on the mock, or the screen would only refuse them.
const prepared = prepareStandalone({ admins: ['guest'] });
void import('./standalone').then(({ start }) => start(prepared));
