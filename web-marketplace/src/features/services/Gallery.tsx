import { useState } from 'react';
import { ServiceImage } from '../../components/service/ServiceImage';

const MAX_IMAGES = 6;

/** The first 6 images: a large one and thumbnails that switch it. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const shown = images.slice(0, MAX_IMAGES);
  const [active, setActive] = useState(0);
  const current = shown[active] ?? shown[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ServiceImage key={current} src={current} name={name} eager />
      </div>
      {shown.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Photos">
          {shown.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show photo ${index + 1} of ${shown.length}`}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                <ServiceImage src={src} name={name} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
