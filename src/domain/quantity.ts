// The quantity slider has integer positions 0–4, mapping to the fixed unit amounts production runs in.

/** Units per slider position: 15,000, 50,000, 100,000, 150,000 and 250,000. */
export const QUANTITY_STEPS: readonly number[] = [15_000, 50_000, 100_000, 150_000, 250_000];

/** The lowest and highest slider positions. */
export const QUANTITY_MIN_POSITION = 0;
export const QUANTITY_MAX_POSITION = QUANTITY_STEPS.length - 1;

/** The slider position as an integer in 0–4: rounded, clamped; anything not a finite number is 0. */
export function clampQuantityPosition(position: number): number {
  if (!Number.isFinite(position)) return QUANTITY_MIN_POSITION;
  return Math.min(QUANTITY_MAX_POSITION, Math.max(QUANTITY_MIN_POSITION, Math.round(position)));
}

/** The unit amount at a slider position (0 → 15,000 … 4 → 250,000). */
export function quantityForPosition(position: number): number {
  return QUANTITY_STEPS[clampQuantityPosition(position)] as number;
}

/** The slider position whose amount is nearest to `quantity` (ties go to the lower position). */
export function positionForQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN_POSITION;
  let best = 0;
  QUANTITY_STEPS.forEach((step, index) => {
    if (Math.abs(step - quantity) < Math.abs((QUANTITY_STEPS[best] as number) - quantity)) best = index;
  });
  return best;
}
