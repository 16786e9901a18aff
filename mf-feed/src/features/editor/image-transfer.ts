import { useEffect, useRef } from 'react';

const filesOf = (data: DataTransfer | null): File[] => Array.from(data?.files ?? []);

/**
 * While the editor is open, images pasted (a screenshot, an image copied from a page) or dropped
 * anywhere on the page join the post as if picked, as on Mastodon: the same checks, the same
 * refusals in words. Anywhere, not only on the form: a file dropped on the dialog's title or
 * backdrop would otherwise open in place of the app. A paste or a drop without files (text) is
 * the browser's as always.
 */
export function usePastedAndDroppedImages(add: (files: File[]) => void): void {
  const latestAdd = useRef(add);
  useEffect(() => {
    latestAdd.current = add;
  }, [add]);

  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData);
      if (files.length === 0) return;
      // Text copied together with the image (a document's) still goes into the field as text.
      if (!event.clipboardData?.types.includes('text/plain')) event.preventDefault();
      latestAdd.current(files);
    };
    // Only a drag that carries files is the editor's (dropping text into a field is the browser's).
    const dragOver = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      const files = filesOf(event.dataTransfer);
      if (files.length === 0) return;
      event.preventDefault();
      latestAdd.current(files);
    };
    window.addEventListener('paste', paste);
    window.addEventListener('dragover', dragOver);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('paste', paste);
      window.removeEventListener('dragover', dragOver);
      window.removeEventListener('drop', drop);
    };
  }, []);
}
