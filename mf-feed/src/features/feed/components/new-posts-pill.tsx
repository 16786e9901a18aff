import { plural } from '@lingui/core/macro';

type NewPostsPillProps = { count: number; onShow: () => void };

/**
 * "N new posts" at the top of a list, instead of moving the list under the reader. The live
 * region stays in the page while empty, so a screen reader announces the pill when it appears.
 */
export function NewPostsPill({ count, onShow }: NewPostsPillProps) {
  return (
    <div className="new-posts" aria-live="polite">
      {count > 0 && (
        <button type="button" className="button button--primary new-posts__pill" onClick={onShow}>
          {plural(count, { one: '# new post', other: '# new posts' })}
        </button>
      )}
    </div>
  );
}
