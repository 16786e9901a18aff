import { prepareStandalone } from 'shell/start';

// Start-up that needs no shared module (the page's configuration, the in-page mock) begins
// before the async boundary federation needs, so it overlaps the download of React.
const prepared = prepareStandalone();
void import('./standalone').then(({ start }) => start(prepared));
