import { Minus, Plus } from 'lucide-react';
import type { FieldControlProps } from './Field';

interface NumberStepperProps {
  control: FieldControlProps;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Spoken with the +/- buttons, e.g. "tables". */
  unit: string;
}

/** A whole-number input with − and + buttons that never leaves [min, max]. */
export function NumberStepper({ control, value, min, max, onChange, unit }: NumberStepperProps) {
  const set = (next: number) =>
    onChange(Math.min(max, Math.max(min, Number.isFinite(next) ? Math.trunc(next) : min)));
  return (
    <div className="number-stepper">
      <button
        type="button"
        onClick={() => set(value - 1)}
        disabled={value <= min}
        aria-label={`Fewer ${unit}`}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <input
        {...control}
        className="input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => set(Number.parseInt(event.target.value, 10))}
      />
      <button
        type="button"
        onClick={() => set(value + 1)}
        disabled={value >= max}
        aria-label={`More ${unit}`}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
