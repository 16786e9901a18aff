/**
 * Images for tests, on every side of the API alike (the contract suite, the server's tests, the
 * app's jest and browser tests): small real PNGs, as data URLs, the form a picked file is read in
 * and uploads take.
 */

/** A valid 1×1 PNG. */
export const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const pngDataUrl = `data:image/png;base64,${onePixelPng}`;

/** One-pixel PNGs of five colours: five different images to every server, as a post's several are. */
export const colourPng = {
  red: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mO4o6YGAAMKASneDRr/AAAAAElFTkSuQmCC',
  green: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mMQW+wFAAHWAQSgVTXHAAAAAElFTkSuQmCC',
  blue: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mNQTX4NAAIkAXSk55J4AAAAAElFTkSuQmCC',
  yellow: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mN4tZkDAAQwAaYb1KNdAAAAAElFTkSuQmCC',
  purple: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mOYbPwKAAMNAbH0hra2AAAAAElFTkSuQmCC',
} as const;

export type Colour = keyof typeof colourPng;

/** The five, in that order. */
export const colourPngs: string[] = Object.values(colourPng);

/** The bytes of an image's data URL: what a person's file holds. */
export const bytesOf = (dataUrl: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));

/** The file a person picks in a browser test's page or jsdom: the PNG of that colour, under `name`. */
export const pngFile = (name: string, colour: Colour): File => new File([bytesOf(colourPng[colour])], name, { type: 'image/png' });
