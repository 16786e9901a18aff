import { t } from '@lingui/core/macro';
import { acceptedImageTypes, limits } from 'api-contract/limits';
import { readImageUpload } from 'api-contract/images';

/**
 * Reads a picked image as a data URL, or says in words why it cannot be used. The bytes are
 * checked with the contract's own rule, so a text file renamed `.png` is refused here already.
 */
export async function readImage(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return { error: t`Choose a PNG, JPEG, GIF or WebP image.` };
  const megabytes = limits.imageMaxBytes / 1024 / 1024;
  if (file.size > limits.imageMaxBytes) return { error: t`The image must be at most ${megabytes} MB.` };
  const dataUrl = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
  if (dataUrl === null) return { error: t`The image could not be read.` };
  const checked = readImageUpload(dataUrl, 'The file');
  return 'problem' in checked ? { error: checked.problem } : { dataUrl };
}
