import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** What a QR code's SVG draws: its view box, and its paths (the light square, then the dark modules). */
type Drawing = { viewBox: string; paths: { d: string; fill: string; stroke: string }[] };

/**
 * The qrcode library's SVG of `text`, read as data rather than markup: only the view box and
 * each path's shape and colours are taken, and React draws them. Nothing of the string is put in
 * the page as HTML, so no `dangerouslySetInnerHTML` is needed (whatever the string held, only
 * those attribute values reach the page).
 */
async function drawingOf(text: string): Promise<Drawing> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1 });
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const paths = [...root.querySelectorAll('path')].map((path) => ({
    d: path.getAttribute('d') ?? '',
    fill: path.getAttribute('fill') ?? 'none',
    stroke: path.getAttribute('stroke') ?? 'none',
  }));
  return { viewBox: root.getAttribute('viewBox') ?? '0 0 0 0', paths };
}

/**
 * `text` as a QR code, an image named `label`: dark modules on a light square whatever the
 * theme, as a phone's camera reads them best. Drawn once the library has made it (a moment).
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; drawing: Drawing } | null>(null);

  useEffect(() => {
    let current = true;
    void drawingOf(text).then((drawing) => current && setDrawn({ text, drawing }));
    return () => {
      current = false;
    };
  }, [text]);

  const drawing = drawn?.text === text ? drawn.drawing : null;
  return (
    <svg className="two-factor__qr" role="img" aria-label={label} viewBox={drawing?.viewBox} shapeRendering="crispEdges">
      {drawing?.paths.map((path, index) => (
        <path key={index} d={path.d} fill={path.fill} stroke={path.stroke} />
      ))}
    </svg>
  );
}
