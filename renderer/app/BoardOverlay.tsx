/**
 * Shared text over the board: the counter total (repeated facing the bottom and the top edges,
 * so both long sides read it upright) or the lobby hint (facing both long edges), and the notices (a quarantined save,
 * a failed save) with an OK to dismiss them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterBoard } from '../games/counter/view';
import type { Notice } from '../state/store';
import { TouchButton } from '../ui/TouchButton';

/** Props: the counter board view (null otherwise), the notices, the dismiss callback, and whether to show the lobby hint. */
export type BoardOverlayProps = { readonly board: CounterBoard | null; readonly notices: readonly Notice[]; readonly onDismiss: (id: number) => void; readonly hint: boolean };

function TotalCard({ board, flipped }: { readonly board: CounterBoard; readonly flipped: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={`total-card${flipped ? ' flipped' : ''}`} data-testid={flipped ? undefined : 'board-total'} aria-hidden={flipped}>
      <span className="total-label">{t('board.total')}</span>
      <span className="total-value">{board.total}</span>
      <span className="total-target">{t('board.target', { target: board.target })}</span>
    </div>
  );
}

/** The overlay (pointer events pass through it except on notices). */
export function BoardOverlay({ board, notices, onDismiss, hint }: BoardOverlayProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="board-overlay">
      {board === null ? (
        hint && <>
          <p className="board-hint flipped" aria-hidden="true">{t('board.placeholder')}</p>
          <p className="board-hint">{t('board.placeholder')}</p>
        </>
      ) : (
        <>
          <TotalCard board={board} flipped />
          <TotalCard board={board} flipped={false} />
        </>
      )}
      {notices.length > 0 && (
        <div className="notices" role="status" data-testid="notices">
          {notices.map((n) => (
            <div key={n.id} className={`notice ${n.kind}`} data-testid={`notice-${n.kind}`}>
              <span>{n.kind === 'quarantined' ? t('notices.quarantined', { file: n.report.file }) : t(`notices.${n.kind}`, { message: n.message })}</span>
              <TouchButton seat={undefined} control={`dismiss-${n.id}`} variant="secondary" onPress={() => onDismiss(n.id)}>
                {t('notices.dismiss')}
              </TouchButton>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
