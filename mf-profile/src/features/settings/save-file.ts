/** Hands the browser a file to save, as a link to it clicked would. */
export function saveFile(file: Blob, fileName: string): void {
  const address = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: address, download: fileName });
  link.click();
  // Revoked once the browser has taken the file: at once would cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
