// For the stories of time fields: their parts by role, and keys pressed at a person's pace.
import { userEvent, within } from 'storybook/test';
import { nextFrames } from './frames';

/** The spin buttons of the time named `name`, in reading order. */
export const partsOf = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  within(canvas.getByRole('group', { name })).getAllByRole('spinbutton');

/** Presses `keys` a frame apart, as a person's keys are: Ark moves focus a frame after a part is filled. */
export async function press(...keys: string[]) {
  for (const key of keys) {
    await userEvent.keyboard(key);
    await nextFrames();
  }
}
