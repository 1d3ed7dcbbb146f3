/**
 * The rules of the game on the table (or, in the lobby, of the game chosen there), as short
 * pages of our own text from the i18n catalogs (the game's `GameUi.rules`: `<prefix>.<n>.title`
 * and `.text`), on a seat's card each with the game's picture for that page when it has one
 * (`GameUi.rules.pictures`, issue #14 §7), paged left and right with two buttons, under the
 * game's title. Shown in the settings panel (`seat` undefined) and on a seat's rules card
 * (./SeatRules.tsx: its buttons belong to that seat and its test ids end in `-<seat>`).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { getGameUi, lobbyGameUis } from '../games/registry';
import type { GameUi } from '../games/types';
import { useUi } from '../state/store';
import { TouchButton } from '../seat-kit/TouchButton';

/** The game whose rules are shown: the one being played, else the lobby's choice, else the first lobby game. */
export function rulesGame(playing: string | undefined, lobby: string): GameUi | undefined {
  return getGameUi(playing ?? lobby) ?? lobbyGameUis()[0];
}

/** Props: the seat whose card shows the pages (undefined: the settings panel's pager), and a Close button's action (none: no Close button). */
export type RulesPagesProps = { readonly seat?: SeatId; readonly onClose?: () => void };

/** The rules pager (nothing when no game has rules). */
export function RulesPages({ seat, onClose }: RulesPagesProps = {}): ReactNode {
  const { t } = useTranslation();
  const playing = useUi((s) => s.game?.header.gameId);
  const lobby = useUi((s) => s.lobbyGameId);
  const game = rulesGame(playing, lobby);
  const [shown, setShown] = useState({ gameId: game?.id, page: 1 });
  if (game === undefined) return null;
  // Another game chosen since: start at its first page.
  const page = shown.gameId === game.id ? Math.min(shown.page, game.rules.pages) : 1;
  const go = (next: number) => setShown({ gameId: game.id, page: next });
  const { prefix, pages } = game.rules;
  // Pictures on a seat's card only: the settings panel is a column of controls with no room to spare.
  const Picture = seat === undefined ? undefined : game.rules.pictures?.[page - 1];
  const id = (stem: string): string => (seat === undefined ? stem : `${stem}-${seat}`);
  return (
    <section className={`rules${Picture !== undefined ? ' illustrated' : ''}`} aria-label={t('rules.title')} data-testid={id('rules')} data-game={game.id} data-page={page}>
      <h3>
        <span data-testid={id('rules-game')}>{t(game.titleKey)}</span>: {t(`${prefix}.${page}.title`)}{' '}
        <span className="muted">({t('rules.pageOf', { page, pages })})</span>
      </h3>
      <div className="rules-body">
        {Picture !== undefined && (
          <div className="rules-picture-box">
            <Picture />
          </div>
        )}
        <p data-testid={id('rules-text')}>{t(`${prefix}.${page}.text`)}</p>
      </div>
      <div className="seat-row buttons">
        <TouchButton seat={seat} control="rules-prev" variant="secondary" disabled={page <= 1} onPress={() => go(page - 1)} testId={id('rules-prev')}>
          {t('rules.previous')}
        </TouchButton>
        <TouchButton seat={seat} control="rules-next" variant="secondary" disabled={page >= pages} onPress={() => go(page + 1)} testId={id('rules-next')}>
          {t('rules.next')}
        </TouchButton>
        {onClose !== undefined && (
          <TouchButton seat={seat} control="rules-close" onPress={onClose} testId={id('rules-close')}>
            {t('tutorial.rules.close')}
          </TouchButton>
        )}
      </div>
    </section>
  );
}
