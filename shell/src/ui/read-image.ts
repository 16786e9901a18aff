import { acceptedImageTypes, limits } from 'mock-api/limits';

/** Reads a picked image as a data URL, or says in words why it cannot be used. */
export function readImage(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
    return Promise.resolve({ error: 'Choose a PNG, JPEG, GIF or WebP image.' });
  }
  if (file.size > limits.imageMaxBytes) {
    return Promise.resolve({ error: `The image must be at most ${limits.imageMaxBytes / 1024 / 1024} MB.` });
  }
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: 'The image could not be read.' });
    reader.readAsDataURL(file);
  });
}
