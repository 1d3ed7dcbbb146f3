/**
 * Shared text over the board: the lobby hint (facing both long edges), and the notices (a
 * quarantined save, a failed save) with an OK to dismiss them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../state/store';
import { TouchButton } from '../seat-kit/TouchButton';

/** Props: the notices, the dismiss callback, and whether to show the lobby hint. */
export type BoardOverlayProps = { readonly notices: readonly Notice[]; readonly onDismiss: (id: number) => void; readonly hint: boolean };

/** The overlay (pointer events pass through it except on notices). */
export function BoardOverlay({ notices, onDismiss, hint }: BoardOverlayProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="board-overlay">
      {hint && (
        <>
          <p className="board-hint flipped" aria-hidden="true">{t('board.placeholder')}</p>
          <p className="board-hint">{t('board.placeholder')}</p>
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
