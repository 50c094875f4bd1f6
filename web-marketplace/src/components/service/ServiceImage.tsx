import { useState } from 'react';
import './service.css';

/**
 * A service photo that, when missing or failing to load, hides itself and shows a block with
 * the service's name instead.
 */
export function ServiceImage({
  src,
  name,
  className,
  eager = false,
}: {
  src: string | undefined;
  name: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`service-image service-image--fallback ${className ?? ''}`}>
        <span>{name}</span>
      </div>
    );
  }
  return (
    <img
      className={`service-image ${className ?? ''}`}
      src={src}
      alt={name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        // The spec logs these; info level keeps the console free of warnings in normal use.
        console.info(`Service image failed to load, showing the name instead: ${src}`);
        setFailed(true);
      }}
    />
  );
}
