/**
 * A Railway card of Trick of the Rails, our own design (issue #16): the company's colour band with
 * its emblem and short name, the number large in the middle, and the station value in a token at
 * the foot; or the card's back. Built on the card kit's look (`play-card`, mm-sized), narrower so
 * a whole hand fits a seat panel. `TrickCardButton` is one pressable card of a hand (a seat-kit
 * `TouchButton`, one pointer's tap routed by `pointerId`), which slides in from the board while
 * the game's deal is shown.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import { TouchButton } from '../../seat-kit';
import { Emblem } from './Emblem';
import { railwayFace } from './faces';
import { companyStyle } from './palette';

/** Props of a card face: the card (0–49) and its marks. */
export type TrickCardProps = {
  readonly card: number;
  readonly selected?: boolean;
  readonly dimmed?: boolean;
  readonly playable?: boolean;
  readonly winning?: boolean;
  readonly small?: boolean;
};

/** The accessible name of card `card`: "B&O 7 (value 30)". */
export function useCardName(): (card: number) => string {
  const { t } = useTranslation();
  return (card) => {
    const face = railwayFace(card);
    return t('trick.card.name', { company: t(`trick.company.${face.companyId}`), number: face.number, value: face.value });
  };
}

/** One card's face (see the module comment). */
export function TrickCardFace({ card, selected = false, dimmed = false, playable = false, winning = false, small = false }: TrickCardProps): ReactNode {
  const { t } = useTranslation();
  const face = railwayFace(card);
  const style = companyStyle(face.company);
  const className = `play-card trick-card${small ? ' small' : ''}${selected ? ' selected' : ''}${dimmed ? ' dimmed' : ''}${playable ? ' playable' : ''}${winning ? ' winning' : ''}`;
  return (
    <span className={className} style={{ borderColor: style.edge }} data-card={card}>
      <span className="trick-card-band" style={{ background: style.color, color: style.ink }}>
        <Emblem company={face.company} size="1.15em" outline={style.edge} />
        <span className="trick-card-co">{t(`trick.company.${face.companyId}`)}</span>
      </span>
      <span className="trick-card-number">{face.number}</span>
      <span className="trick-card-value" style={{ borderColor: style.color }}>
        {face.value}
      </span>
      {winning && (
        <span className="trick-card-wins" role="img" aria-label={t('trick.wins')}>
          ★
        </span>
      )}
    </span>
  );
}

/** A card's back (a private hand not being revealed): no face, no card code in the page. */
export function TrickCardBack({ selected = false, small = false }: { readonly selected?: boolean; readonly small?: boolean }): ReactNode {
  return (
    <span className={`play-card trick-card face-down${small ? ' small' : ''}${selected ? ' selected' : ''}`}>
      <span className="play-card-back" aria-hidden="true" />
    </span>
  );
}

/** Props of one card of a hand: the seat, its place in the hand, the card or null (face down), its state and the press. */
export type TrickCardButtonProps = {
  readonly seat: SeatId;
  readonly index: number;
  readonly card: number | null;
  readonly selected: boolean;
  readonly playable: boolean;
  readonly dimmed: boolean;
  readonly onPress: (() => void) | undefined;
  readonly backLabel: string;
  /** While the game's deal is shown: when this card lands in the hand, ms from the deal's start (./deal.ts); it slides in from the board's side then. */
  readonly landsMs?: number;
};

/**
 * One card of a hand, a button whether or not it may be pressed now (disabled while waiting, so the
 * element never changes under a finger). E2e tests find `card-<seat>-<index>`: the index, never the card, names it.
 */
export function TrickCardButton({ seat, index, card, selected, playable, dimmed, onPress, backLabel, landsMs }: TrickCardButtonProps): ReactNode {
  const name = useCardName();
  const content = card === null ? <TrickCardBack selected={selected} /> : <TrickCardFace card={card} selected={selected} playable={playable} dimmed={dimmed} />;
  // The wrapper stays the same element whether the card shows its back or its face, so the deal's
  // slide-in runs once, when the hand first appears, and not again on a reveal.
  return (
    <TouchButton seat={seat} control={`card:${index}`} variant="play-card-button" pressed={selected} disabled={onPress === undefined} onPress={onPress ?? (() => undefined)} testId={`card-${seat}-${index}`} label={card === null ? backLabel : name(card)}>
      <span className={landsMs === undefined ? 'trick-hand-card' : 'trick-hand-card dealt'} style={landsMs === undefined ? undefined : { animationDelay: `${landsMs}ms` }}>
        {content}
      </span>
    </TouchButton>
  );
}
