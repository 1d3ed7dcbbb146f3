/**
 * Select-then-confirm for a hand of cards (issue #12 card kit): a tap selects a playable card
 * (raised in the hand), a second tap on it deselects, and only Confirm sends the action, so a
 * slip of the finger never plays a card. Pure, so each game's rule "which cards may be played
 * now" stays in its legal list and the hand only follows it.
 */

/** What a tap on a card did: the new selection, or why the tap was refused (the selection unchanged). */
export type SelectionResult =
  | { readonly ok: true; readonly selected: readonly string[] }
  | { readonly ok: false; readonly reason: 'not-playable' | 'hand-full'; readonly selected: readonly string[] };

/**
 * The selection after a tap on card `id`. `playable`: the card ids the seat's legal list allows
 * now; `max`: how many cards one action takes (1: a new tap replaces the selection; more: taps
 * add until `max`, then `hand-full`). A selected card that is no longer playable is dropped first.
 */
export function tapCard(selected: readonly string[], id: string, playable: ReadonlySet<string>, max = 1): SelectionResult {
  const live = selected.filter((s) => playable.has(s));
  if (live.includes(id)) return { ok: true, selected: live.filter((s) => s !== id) };
  if (!playable.has(id)) return { ok: false, reason: 'not-playable', selected: live };
  if (max <= 1) return { ok: true, selected: [id] };
  if (live.length >= max) return { ok: false, reason: 'hand-full', selected: live };
  return { ok: true, selected: [...live, id] };
}

/** The selection still valid against a new legal list (cards no longer playable drop out). */
export function keepPlayable(selected: readonly string[], playable: ReadonlySet<string>): readonly string[] {
  const live = selected.filter((s) => playable.has(s));
  return live.length === selected.length ? selected : live;
}
