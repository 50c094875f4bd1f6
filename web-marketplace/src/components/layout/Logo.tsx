/** The EventHire UK mark: an "E" on an indigo tile with an amber spotlight. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#3730a3" />
      <path d="M18 46V18h26v6H25v5h16v6H25v5h19v6z" fill="#fff" />
      <circle cx="48" cy="16" r="6" fill="#f59e0b" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__text">
        EventHire<span className="logo__accent"> UK</span>
      </span>
    </span>
  );
}
