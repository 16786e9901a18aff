import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array([...Array.from(type, (char) => char.charCodeAt(0)), ...data]);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(typed, 4);
  view.setUint32(8 + data.length, crc32(typed));
  return out;
}

/**
 * A real PNG of one colour (`rgb`, three bytes), 2×2 pixels, for tests that upload images:
 * images of different colours are different files to every server (the mock names an upload by
 * its bytes, the server by the image it encodes), so a post can show several of them.
 */
export function solidPng([red, green, blue]: [number, number, number]): Uint8Array<ArrayBuffer> {
  const size = 2;
  const header = new Uint8Array(13);
  const headerView = new DataView(header.buffer);
  headerView.setUint32(0, size);
  headerView.setUint32(4, size);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = [0, ...Array.from({ length: size }, () => [red, green, blue]).flat()]; // filter 0, then the pixels
  const pixels = deflateSync(new Uint8Array(Array.from({ length: size }, () => row).flat()));
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(pixels)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((offset, part) => {
    png.set(part, offset);
    return offset + part.length;
  }, 0);
  return png;
}

/** The file a person picks: a PNG of one colour, under `name`. */
export const pngFile = (name: string, rgb: [number, number, number]): File => new File([solidPng(rgb)], name, { type: 'image/png' });

/** The same PNG as a data URL, as the browser reads a picked file and as `uploadMedia` takes it. */
export const pngDataUrl = (rgb: [number, number, number]): string => `data:image/png;base64,${btoa(String.fromCharCode(...solidPng(rgb)))}`;
