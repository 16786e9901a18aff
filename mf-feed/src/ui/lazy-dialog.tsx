import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ModalOpenerContext } from 'shell/modal';

/**
 * A dialog whose code is fetched the first time it opens, not with the screen behind it: the
 * editor with its image tools, a post's history and the image viewer are code most visits never
 * run. Until the code arrives nothing shows (the press that opened it is already acknowledged by
 * the button it came from), and a failure to fetch it is caught by the remote's error boundary.
 * What had the focus when it was opened gets it back on close, wherever the focus went meanwhile.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
    return (
      <ModalOpenerContext.Provider value={opener}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ModalOpenerContext.Provider>
    );
  };
}
