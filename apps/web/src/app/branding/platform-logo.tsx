const SIZE_CLASSES = { md: 'size-9', lg: 'size-14' } as const;

type LogoSize = keyof typeof SIZE_CLASSES;

/** The configured platform logo image (callers check there is one). */
export function PlatformLogo({ logoUrl, size = 'md' }: { logoUrl: string; size?: LogoSize }) {
  return (
    <img
      src={logoUrl}
      alt=""
      className={`${SIZE_CLASSES[size]} shrink-0 rounded-md object-contain`}
    />
  );
}
