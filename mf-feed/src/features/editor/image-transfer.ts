import type { ClipboardEvent, DragEvent } from 'react';

const filesOf = (data: DataTransfer | null): File[] => Array.from(data?.files ?? []);

/**
 * Images pasted into the editor (a screenshot, an image copied from a page) or dropped onto it
 * join the post as if picked, as on Mastodon: the same checks, the same refusals in words.
 * A paste or a drop without files (text) is the browser's as always.
 */
export function imageTransferHandlers(add: (files: File[]) => void) {
  return {
    onPaste: (event: ClipboardEvent<HTMLElement>) => {
      const files = filesOf(event.clipboardData);
      if (files.length === 0) return;
      // Text copied together with the image (a document's) still goes into the field as text.
      if (!event.clipboardData.types.includes('text/plain')) event.preventDefault();
      add(files);
    },
    // Only a drag that carries files is one the editor takes (dropping text into a field is the browser's).
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (event.dataTransfer.types.includes('Files')) event.preventDefault();
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const files = filesOf(event.dataTransfer);
      if (files.length === 0) return;
      // Not the browser's way with a dropped file: opening it in place of the app.
      event.preventDefault();
      add(files);
    },
  };
}
