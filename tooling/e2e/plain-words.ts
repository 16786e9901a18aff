/**
 * The texts a person sees under `root`, and the labels a screen reader reads, with plain letters
 * only: shown in the tests' pseudo-language (shell/src/i18n), every text of the interface has its
 * letters accented ("Ĥōḿē"), so each one found is a text written outside a catalogue. People's own
 * words are marked as theirs (`dir="auto"`: posts, names, usernames) and names that are never
 * translated (`translate="no"`: the app's name); dates and times (`<time>`) are the browser's.
 *
 * Self-contained, so a browser test can run it in the page (`locator.evaluate`) as jest does in
 * jsdom, where nothing is laid out: there a text counts as seen unless it is `hidden`.
 */
export function plainWords(root: Element): string[] {
  const plainOnly = (text: string) => /[A-Za-z]/.test(text) && !/[\u00C0-\u024F\u1E00-\u1EFF]/.test(text);
  const notOurs = (element: Element) => element.closest('[dir="auto"], [translate="no"], time, script, style') !== null;
  const seen = (element: Element) =>
    typeof element.checkVisibility === 'function' && element.ownerDocument.defaultView?.navigator.userAgent.includes('jsdom') !== true
      ? element.checkVisibility()
      : element.closest('[hidden]') === null;
  const found = new Set<string>();
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    // A field's text is what the person typed.
    const typed = element?.tagName === 'TEXTAREA';
    if (element && text && !typed && !notOurs(element) && seen(element) && plainOnly(text)) found.add(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (notOurs(element)) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(attribute);
      if (value && plainOnly(value)) found.add(`${attribute}="${value}"`);
    }
  }
  return [...found];
}
