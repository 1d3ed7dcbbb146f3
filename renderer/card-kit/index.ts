/**
 * The card kit (issue #12 "Kits"): cards sized in mm and readable from their owner's edge, a
 * seat's hand with private press-and-hold reveal and select-then-confirm, and the centre area
 * where played or revealed cards face the seat that put them there. Games give faces and their
 * legal list; the kit holds no rules.
 */
export { Card, type CardFace, type CardProps } from './Card';
export { Hand, type HandCard, type HandProps } from './Hand';
export { CentreArea, centreSlot, type CentreAreaProps, type CentreCard } from './CentreArea';
export { keepPlayable, tapCard, type SelectionResult } from './hand-selection';
