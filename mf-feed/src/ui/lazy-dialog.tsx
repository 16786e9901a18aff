import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, not with the screen behind it: the
 * editor with its image tools, a post's history and the image viewer are code most visits never
 * run. Until the code arrives nothing shows (the press that opened it is already acknowledged by
 * the button it came from), and a failure to fetch it is caught by the remote's error boundary.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
