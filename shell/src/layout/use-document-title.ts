import { useEffect } from 'react';

/** Names the screen in the page title, so tabs and screen readers can tell screens apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Social`;
  }, [title]);
}
