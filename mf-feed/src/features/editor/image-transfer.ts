import { useEffect, useRef, type RefObject } from 'react';

const filesOf = (data: DataTransfer | null): File[] => Array.from(data?.files ?? []);

/**
 * While the editor is open, images pasted into it (a screenshot, an image copied from a page) or
 * dropped anywhere on the page join the post as if picked, as on Mastodon: the same checks, the
 * same refusals in words. A drop anywhere, not only on the form: a file dropped on the dialog's
 * title or backdrop would otherwise open in place of the app. A paste only inside the editor's
 * dialog (another dialog may open over it). What carries text (words, or a document's selection
 * with a picture of itself) is the browser's as always, as is what another handler took.
 */
export function usePastedAndDroppedImages(add: (files: File[]) => void, editor: RefObject<HTMLElement | null>): void {
  const latestAdd = useRef(add);
  useEffect(() => {
    latestAdd.current = add;
  }, [add]);

  useEffect(() => {
    const inEditor = (target: EventTarget | null) => {
      const dialog = editor.current?.closest('[role="dialog"]') ?? editor.current;
      return target instanceof Node && dialog?.contains(target) === true;
    };
    const paste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData);
      if (event.defaultPrevented || files.length === 0 || !inEditor(event.target)) return;
      if (event.clipboardData?.types.includes('text/plain')) return;
      event.preventDefault();
      latestAdd.current(files);
    };
    // Only a drag that carries files is the editor's (dropping text into a field is the browser's).
    const dragOver = (event: DragEvent) => {
      if (!event.defaultPrevented && event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      const files = filesOf(event.dataTransfer);
      if (event.defaultPrevented || files.length === 0) return;
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
  }, [editor]);
}
