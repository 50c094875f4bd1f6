import { Trash2 } from 'lucide-react';
import { Field } from '../../components/form/Field';
import { NumberStepper } from '../../components/form/NumberStepper';
import { HeadlineTotal } from '../../components/service/HeadlineTotal';
import { formatMoney } from '../../lib/format';
import { CHAIR_LIMITS, TABLE_LIMITS } from '../../lib/furniture';
import {
  type BuilderItem,
  durationLabel,
  durationLimits,
  MAX_QUANTITY,
  quantityLabel,
} from './builder-items';

interface QuoteItemEditorProps {
  item: BuilderItem;
  onChange: (item: BuilderItem) => void;
  onRemove: () => void;
}

/** One selected service: how many, how long, and tables/chairs for furniture. */
export function QuoteItemEditor({ item, onChange, onRemove }: QuoteItemEditorProps) {
  const { service } = item;
  const qtyLabel = quantityLabel(service.priceUnit);
  const hours = durationLimits(service);
  return (
    <li className="quote-item">
      <div className="quote-item__header">
        <div>
          <p className="quote-item__name">{service.name}</p>
          <p className="subtle">
            {service.category.name} · from {formatMoney(service.basePrice)} {service.priceUnit}
          </p>
          <HeadlineTotal service={service} />
        </div>
        <button
          type="button"
          className="icon-button"
          onClick={onRemove}
          aria-label={`Remove ${service.name}`}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="quote-item__fields">
        {qtyLabel && (
          <Field label={qtyLabel}>
            {(control) => (
              <NumberStepper
                control={control}
                value={item.quantity}
                min={1}
                max={MAX_QUANTITY}
                unit={qtyLabel.toLowerCase()}
                onChange={(quantity) => onChange({ ...item, quantity })}
              />
            )}
          </Field>
        )}
        <Field label={durationLabel(service.priceUnit)} hint={`${hours.min}–${hours.max} hours`}>
          {(control) => (
            <NumberStepper
              control={control}
              value={item.duration}
              min={hours.min}
              max={hours.max}
              unit="hours"
              onChange={(duration) => onChange({ ...item, duration })}
            />
          )}
        </Field>
        {item.tableQuantity !== undefined && (
          <Field label="Tables" hint="0–50">
            {(control) => (
              <NumberStepper
                control={control}
                value={item.tableQuantity ?? 0}
                min={TABLE_LIMITS.min}
                max={TABLE_LIMITS.max}
                unit="tables"
                onChange={(tableQuantity) => onChange({ ...item, tableQuantity })}
              />
            )}
          </Field>
        )}
        {item.chairQuantity !== undefined && (
          <Field label="Chairs" hint="0–200">
            {(control) => (
              <NumberStepper
                control={control}
                value={item.chairQuantity ?? 0}
                min={CHAIR_LIMITS.min}
                max={CHAIR_LIMITS.max}
                unit="chairs"
                onChange={(chairQuantity) => onChange({ ...item, chairQuantity })}
              />
            )}
          </Field>
        )}
      </div>
    </li>
  );
}
