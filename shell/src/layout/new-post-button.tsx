import { t } from '@lingui/core/macro';
import { useState, type ComponentType } from 'react';
import type { WidgetProps } from '../store/remote-module';
import { RemoteUnavailable } from '../remotes/remote-status';
import { ErrorBoundary } from '../ui/error-boundary';
import { Loading } from '../ui/status';
import { useRemoteModule } from '../remotes/use-remote-module';
import { Icon } from './icons';

/** Loads the feed's new-post dialog only once the button is pressed. */
function NewPostDialog({ onClose }: { onClose: () => void }) {
  const state = useRemoteModule('mf_feed');
  if (state.status === 'loading') return <Loading label={t`the new-post form`} />;
  if (state.status === 'failed') return <RemoteUnavailable label={t`Posting`} onRetry={state.retry} />;
  // An older build of mf-feed may not have it, whatever the types say.
  const widgets: Partial<Record<string, ComponentType<WidgetProps>>> | undefined = state.module.widgets;
  const Dialog = widgets?.['new-post'];
  if (!Dialog) return null;
  return (
    <ErrorBoundary label={t`The new-post form`}>
      <Dialog onClose={onClose} />
    </ErrorBoundary>
  );
}

export function NewPostButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="nav__link nav__new-post" onClick={() => setOpen(true)}>
        <Icon name="plus" />
        <span>{t`New Post`}</span>
      </button>
      {open && <NewPostDialog onClose={() => setOpen(false)} />}
    </>
  );
}
