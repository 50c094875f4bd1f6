import { useState } from 'react';

const SHOWN = 3;

/** Equipment tags: 3 shown, then '+N more' which reveals the rest. */
export function EquipmentList({ items }: { items: string[] }) {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return <p className="muted">No equipment listed.</p>;
  const visible = expanded ? items : items.slice(0, SHOWN);
  const hidden = items.length - SHOWN;
  return (
    <ul className="cluster list-reset">
      {visible.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
      {!expanded && hidden > 0 && (
        <li>
          <button
            type="button"
            className="tag tag--button"
            onClick={() => setExpanded(true)}
            aria-label={`Show ${hidden} more items`}
          >
            +{hidden} more
          </button>
        </li>
      )}
    </ul>
  );
}
