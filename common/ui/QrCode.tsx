import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * An SVG path drawing the dark modules of a QR matrix, one rectangle per horizontal run
 * (`M{x} {y}h{n}v1h-{n}z`): built from booleans only, so no outside text reaches the markup.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      const run = x - start;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}

/** Medium error correction; a 4-module quiet zone as the QR specification asks. */
export const QR_OPTIONS = { ecc: 'M', border: 4 } as const;

export interface QrCodeProps {
  /** What the code encodes (e.g. a deposit address). */
  text: string;
  /** The accessible name of the image. */
  label: string;
  className?: string | undefined;
}

/**
 * A QR code generated in the browser with `uqr` and drawn as React SVG elements (no
 * `dangerouslySetInnerHTML`, no request to a QR service). Renders nothing when the text cannot be
 * encoded (too long for a QR code).
 */
export function QrCode({ text, label, className }: QrCodeProps) {
  const qr = useMemo(() => {
    try {
      const { size, data } = encode(text, QR_OPTIONS);
      return { size, path: qrPath(data) };
    } catch {
      return null;
    }
  }, [text]);
  if (!qr) return null;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
