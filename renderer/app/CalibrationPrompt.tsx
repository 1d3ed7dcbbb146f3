/**
 * The first-start calibration prompt (issue #14 §6; app/flows/calibration.ts decides when it
 * shows): a card facing each long edge of the table (table/EdgeCards.tsx) with a title, a line
 * of text, the calibration ruler (./CalibrationRuler.tsx: lay a real ruler on the glass and drag)
 * and two big buttons, Skip and Done. Dumb: it takes sizes, the calibration being dragged and
 * callbacks.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TouchButton } from '../seat-kit/TouchButton';
import { EdgeCards } from '../table/EdgeCards';
import type { SeatRotation } from '../table/seat-layout';
import { CalibrationRuler, RULER_MM } from './CalibrationRuler';

/** The edges the prompt faces: the two long ones (the ruler needs the width). */
const PROMPT_EDGES: readonly SeatRotation[] = [0, 180];

/**
 * The millimetre the prompt itself is drawn with, CSS px: the calibration is not known yet, so the
 * card, its text and its buttons follow the window (a 320th of its short side: 3.4 px at
 * 1920×1080, 6.8 px at 3840×2160), never smaller than the current calibration. The ruler's bar
 * alone is drawn at the calibration being dragged.
 */
export function promptMmPx(width: number, height: number, pxPerMm: number): number {
  return Math.max(pxPerMm, Math.min(width, height) / 320);
}

/** Props: the table size and margin (CSS px), the calibration being dragged and the stored one (CSS px per mm), and what a drag, Done and Skip do. */
export type CalibrationPromptProps = {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly pxPerMm: number;
  readonly scalePxPerMm: number;
  readonly onDrag: (pxPerMm: number) => void;
  readonly onDone: () => void;
  readonly onSkip: () => void;
};

/** The prompt over the whole table, one card facing the bottom edge and one the top edge. */
export function CalibrationPrompt({ width, height, margin, pxPerMm, scalePxPerMm, onDrag, onDone, onSkip }: CalibrationPromptProps): ReactNode {
  const { t } = useTranslation();
  const mm = promptMmPx(width, height, scalePxPerMm);
  // `--text` is redefined with the prompt's millimetre (the root's is worked out from the root's `--mm`).
  const scale = { '--mm': `${mm}px`, '--text': `max(14px, ${5 * mm}px)` } as CSSProperties;
  return (
    <div className="kiosk-layer calibration-prompt" data-testid="calibration-prompt" data-px-per-mm={pxPerMm} style={scale}>
      <EdgeCards width={width} height={height} margin={margin} testId="calibration-card" rotations={PROMPT_EDGES}>
        {(rotation) => (
          <div className="card kiosk-card calibration-card" role="dialog" aria-label={t('calibration.title')}>
            <h2>{t('calibration.title')}</h2>
            <span className="calibration-text">{t('calibration.text', { mm: RULER_MM })}</span>
            <CalibrationRuler pxPerMm={pxPerMm} onChange={onDrag} />
            <div className="calibration-buttons">
              <TouchButton seat={undefined} control={`calibration-skip-${rotation}`} variant="secondary" onPress={onSkip} testId={`calibration-skip-${rotation}`}>
                {t('calibration.skip')}
              </TouchButton>
              <TouchButton seat={undefined} control={`calibration-done-${rotation}`} onPress={onDone} testId={`calibration-done-${rotation}`}>
                {t('calibration.done')}
              </TouchButton>
            </div>
          </div>
        )}
      </EdgeCards>
    </div>
  );
}
