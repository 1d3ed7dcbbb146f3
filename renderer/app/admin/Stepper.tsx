/**
 * A number setting changed with two big buttons (− and +) around its value: no slider to aim
 * at and no text field (so never the OS keyboard). Steps through `min..max` by `step`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TouchButton } from '../../seat-kit/TouchButton';

/** Props: a test/control id, the label, the value and its range, how it reads, and the change callback. */
export type StepperProps = {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly shown: string;
  readonly onChange: (value: number) => void;
};

/** The value moved by `delta` steps, kept in range and on the step grid (to 2 decimals, for px per mm). */
export function stepValue(value: number, delta: number, min: number, max: number, step: number): number {
  const next = Math.round((value + delta * step) * 100) / 100;
  return Math.max(min, Math.min(max, next));
}

/** The stepper (see the module comment). */
export function Stepper({ id, label, value, min, max, step, shown, onChange }: StepperProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="admin-stepper" role="group" aria-label={label}>
      <span className="admin-stepper-label">{label}</span>
      <TouchButton seat={undefined} control={`${id}-minus`} variant="secondary" label={t('admin.panel.less')} disabled={value <= min} onPress={() => onChange(stepValue(value, -1, min, max, step))} testId={`${id}-minus`}>
        −
      </TouchButton>
      <output className="admin-stepper-value" data-testid={`${id}-value`} data-value={value}>
        {shown}
      </output>
      <TouchButton seat={undefined} control={`${id}-plus`} variant="secondary" label={t('admin.panel.more')} disabled={value >= max} onPress={() => onChange(stepValue(value, 1, min, max, step))} testId={`${id}-plus`}>
        +
      </TouchButton>
    </div>
  );
}
