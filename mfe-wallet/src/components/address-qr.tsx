import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Skeleton } from '@fc/shared';

/** A QR code of `value` (a deposit address), drawn in the browser; `label` names it for screen readers. */
export function AddressQr({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setDataUrl(null);
    void QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
      if (current) setDataUrl(url);
    });
    return () => {
      current = false;
    };
  }, [value, size]);
  if (!dataUrl) return <Skeleton width={size} height={size} />;
  return <img src={dataUrl} width={size} height={size} alt={label} data-testid="address-qr" data-value={value} />;
}
