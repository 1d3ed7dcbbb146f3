/**
 * Heights of the board's layers above the land plate, in lattice spacings (multiply by
 * `BoardTransform.unit` for world units). The camera looks straight down, so heights only order
 * the layers and shade the relief; each overlay sits above the highest peak.
 */
export const LAYER_HEIGHT = {
  /** Bottom of the land plate. */
  plateBottom: -0.12,
  /** The sea. */
  sea: -0.06,
  /** Top of the land plate. */
  land: 0,
  /** Lakes and rivers on the land. */
  lakes: 0.004,
  rivers: 0.008,
  /** The coastline drawn on the land edge. */
  coast: 0.012,
  /** Highest mountain peak. */
  peak: 0.3,
  /** The fade into the table at the board's edges (over land and sea, under the grid). */
  tableFade: 0.31,
  /** Legal-link glow, under the grid lines so a glowing $2 link still shows its double line. */
  glow: 0.33,
  /** Grid lines. */
  grid: 0.36,
  /** Rails at rest. */
  rails: 0.4,
  /** Suggested-route dots. */
  suggestion: 0.46,
  /** City tokens' base. */
  cities: 0.42,
  /** Hub tokens' base. */
  hubs: 0.5,
  /**
   * City labels: over the grid, the relief and the legal-link glow, but under every built rail
   * (its contact shadow included), city and hub, so track is always on top (issue #14 §2): where
   * no spot beside a busy hub is free, the rails cross the name rather than hide under it.
   */
  labels: 0.38,
  /** How high a new rail starts its drop. */
  railDrop: 2.5,
} as const;
