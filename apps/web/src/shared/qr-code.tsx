import { useEffect, useState } from 'react';

interface Matrix {
  size: number;
  dark: boolean[][];
}

/**
 * A QR code of `text` as an SVG. The encoder (qrcode-generator) is loaded with the first code
 * shown, so only the screens that show one pay for it (invitations, the check-in panel).
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const code = qrcode(0, 'M');
      code.addData(text);
      code.make();
      const size = code.getModuleCount();
      const dark = Array.from({ length: size }, (_, row) =>
        Array.from({ length: size }, (_, col) => code.isDark(row, col)),
      );
      if (!cancelled) setMatrix({ size, dark });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  if (!matrix) return <div className="size-56" aria-hidden />;
  const margin = 4;
  const extent = matrix.size + margin * 2;
  let path = '';
  matrix.dark.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x + margin} ${y + margin}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      className="size-56 bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
