import { useMemo } from 'react';
import { create } from 'qrcode';

interface QrCodeProps {
  value: string;
  /** Accessible name of the image. */
  label: string;
  size?: number;
}

/** The QR code drawn locally as SVG: the secret never leaves the page for an image service. */
export function QrCode({ value, label, size = 184 }: QrCodeProps) {
  const { path, dimension } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const quiet = 2;
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, dimension: modules.size + quiet * 2 };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="gauth-qr"
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
    >
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
