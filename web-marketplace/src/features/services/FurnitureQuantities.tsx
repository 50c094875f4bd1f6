import { Field } from '../../components/form/Field';
import { NumberStepper } from '../../components/form/NumberStepper';
import { CHAIR_LIMITS, FURNITURE_PRESETS, TABLE_LIMITS } from '../../lib/furniture';

interface FurnitureQuantitiesProps {
  tables: number;
  chairs: number;
  onChange: (value: { tables: number; chairs: number }) => void;
}

/** Tables 0–50 and chairs 0–200 with small/medium/large presets. */
export function FurnitureQuantities({ tables, chairs, onChange }: FurnitureQuantitiesProps) {
  return (
    <fieldset className="stack stack--sm">
      <legend>Tables and chairs</legend>
      <fieldset className="cluster">
        <legend className="visually-hidden">Presets</legend>
        {FURNITURE_PRESETS.map((preset) => {
          const active = preset.tables === tables && preset.chairs === chairs;
          return (
            <button
              key={preset.key}
              type="button"
              className={`button button--sm ${active ? 'button--primary' : 'button--outline'}`}
              aria-pressed={active}
              onClick={() => onChange({ tables: preset.tables, chairs: preset.chairs })}
            >
              {preset.label} ({preset.tables} / {preset.chairs})
            </button>
          );
        })}
      </fieldset>
      <div className="form-grid">
        <Field label="Tables" hint="0 to 50">
          {(control) => (
            <NumberStepper
              control={control}
              value={tables}
              min={TABLE_LIMITS.min}
              max={TABLE_LIMITS.max}
              unit="tables"
              onChange={(value) => onChange({ tables: value, chairs })}
            />
          )}
        </Field>
        <Field label="Chairs" hint="0 to 200">
          {(control) => (
            <NumberStepper
              control={control}
              value={chairs}
              min={CHAIR_LIMITS.min}
              max={CHAIR_LIMITS.max}
              unit="chairs"
              onChange={(value) => onChange({ tables, chairs: value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
