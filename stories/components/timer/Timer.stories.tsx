import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, Timer } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const LABEL = 'Time left to confirm the truck slot';

const meta = {
  title: 'Components/Data display/Timer',
  component: Timer,
  args: { label: LABEL, countdown: true, startMs: 270_000, controls: true, onComplete: fn(), onTick: fn() },
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "A countdown or a stopwatch on Ark's timer, e.g. the time left to confirm a truck slot, or how long a loading bay has been busy. `countdown` runs from `startMs` down to `targetMs` (0 by default), a stopwatch up from `startMs` (0) to `targetMs`, or on without one; `autoStart` starts it at once, `interval` sets the tick (1 s), `onTick` and `onComplete` report. The digits are a `timer` named by `label`, in the page's numerals, and a screen reader reads the time as words ('4 minutes 30 seconds', never '04:30' digit by digit). The area is `aria-live=\"off\"`: a screen reader announcing every second would drown everything else; `completionMessage` is shown and announced politely (`role=\"status\"`) once the timer completes. With `controls`, one button starts, pauses and resumes (so focus stays on it as it changes) and Reset puts the start time back, both named in the page's language. The digits read hours to seconds from left to right in right to left too. Compose `Timer.Root`, `Timer.Area`, `Timer.Item`, `Timer.Separator`, `Timer.Control` and `Timer.ActionTrigger` for another layout. It ticks on animation frames, so it holds still in a hidden tab and catches up on return.",
      },
    },
  },
} satisfies Meta<typeof Timer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/**
 * How long to wait for a tick: the first comes a second after Start, and `onComplete` of a one-second countdown a
 * tick later, past Testing Library's default second (the story tests allow 5 s everywhere, the built Storybook not).
 */
const TICKS = { timeout: 5000 };
/** The timer named `name`: the digits' area. */
const timerOf = (canvas: Canvas, name: string) => canvas.getByRole('timer', { name });
/** The digits as drawn, e.g. '04:30'. */
const digits = (timer: HTMLElement) =>
  [...timer.querySelectorAll('[data-part="item"], [data-part="separator"]')].map((part) => part.textContent).join('');

/**
 * From one second down: the words change from '1 second' to '0 seconds', the completion message is announced,
 * `onComplete` is called and Start is back. The play waits for the timer itself, never for a fixed time.
 */
export const Countdown: Story = {
  args: { startMs: 1000, completionMessage: 'The slot was released.' },
  play: async ({ args, canvas }) => {
    const timer = timerOf(canvas, LABEL);
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer).toHaveTextContent('1 second');
    await expect(digits(timer)).toBe('00:01');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), TICKS);
    await expect(timer).toHaveTextContent('0 seconds');
    await expect(digits(timer)).toBe('00:00');
    await expect(canvas.getByRole('status')).toHaveTextContent('The slot was released.');
    // Stopped again: Start shows, Pause and Reset do not.
    await expect(await canvas.findByRole('button', { name: 'Start' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reset' })).toBeNull();
  },
};

/**
 * A stopwatch with no end, from 1 h 2 min 3 s: hours, minutes and seconds. Started, it ticks up (`onTick`); paused it
 * shows Resume; Reset puts the start time back and stops it.
 */
export const Stopwatch: Story = {
  args: { label: 'Loading bay 3 busy for', countdown: false, startMs: 3_723_000 },
  play: async ({ args, canvas }) => {
    const timer = timerOf(canvas, 'Loading bay 3 busy for');
    await expect(timer).toHaveTextContent('1 hour 2 minutes 3 seconds');
    await expect(digits(timer)).toBe('01:02:03');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(args.onTick).toHaveBeenCalled(), TICKS);
    await waitFor(() => expect(timer).not.toHaveTextContent('1 hour 2 minutes 3 seconds'), TICKS);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(await canvas.findByRole('button', { name: 'Resume' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByRole('button', { name: 'Start' })).toBeVisible();
    await expect(timer).toHaveTextContent('1 hour 2 minutes 3 seconds');
    await expect(digits(timer)).toBe('01:02:03');
  },
};

/**
 * The buttons by keyboard: Tab to Start, Enter starts, and the same button, still focused, says Pause; Space
 * pauses and it says Resume; Tab to Reset, Enter puts 4:30 back and focus goes to Start, as Reset hides.
 */
export const WithControls: Story = {
  play: async ({ canvas }) => {
    const timer = timerOf(canvas, LABEL);
    await expect(timer).toHaveTextContent('4 minutes 30 seconds');
    await expect(canvas.queryByRole('button', { name: 'Reset' })).toBeNull();
    const first = canvas.getByRole('button', { name: 'Start' });
    await userEvent.tab();
    await expectFocusOn(first);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAccessibleName('Pause'));
    await expectFocusOn(first);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(first).toHaveAccessibleName('Resume'));
    await expectFocusOn(first);
    await userEvent.tab();
    const reset = canvas.getByRole('button', { name: 'Reset' });
    await expectFocusOn(reset);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAccessibleName('Start'));
    await expect(canvas.queryByRole('button', { name: 'Reset' })).toBeNull();
    await expectFocusOn(first);
    await expect(timer).toHaveTextContent('4 minutes 30 seconds');
    await expect(digits(timer)).toBe('04:30');
  },
};

/** In Swedish: the time in Swedish words, the buttons Starta, Pausa, Fortsätt and Återställ. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Tid kvar att bekräfta lastslotten' },
  play: async ({ canvas }) => {
    const timer = timerOf(canvas, 'Tid kvar att bekräfta lastslotten');
    await expect(timer).toHaveTextContent('4 minuter 30 sekunder');
    await userEvent.click(canvas.getByRole('button', { name: 'Starta' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pausa' }));
    await expect(await canvas.findByRole('button', { name: 'Fortsätt' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Återställ' }));
    await expect(await canvas.findByRole('button', { name: 'Starta' })).toBeVisible();
    await expect(timer).toHaveTextContent('4 minuter 30 sekunder');
  },
};

const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

/**
 * In Arabic: the label at the right, the time in Arabic words and numerals, the buttons in Arabic; the digits
 * still read minutes then seconds from left to right, as a clock does.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الوقت المتبقي لتأكيد موعد الشاحنة' },
  play: async ({ canvas, canvasElement }) => {
    const timer = timerOf(canvas, 'الوقت المتبقي لتأكيد موعد الشاحنة');
    await expectRightToLeft(canvas.getByText('الوقت المتبقي لتأكيد موعد الشاحنة'));
    const words = new Intl.ListFormat('ar', { type: 'unit', style: 'narrow' }).format([`${ar(4)} دقائق`, `${ar(30)} ثانية`]);
    await expect(timer).toHaveTextContent(words);
    const [minutes, seconds] = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="item"]')];
    await expect(minutes).toHaveTextContent(ar(4).padStart(2, ar(0)));
    await expect(seconds).toHaveTextContent(ar(30));
    await expectRightOf(seconds, minutes);
    await userEvent.click(canvas.getByRole('button', { name: 'بدء' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'إيقاف مؤقت' }));
    await expect(await canvas.findByRole('button', { name: 'استئناف' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة الضبط' }));
    await expect(await canvas.findByRole('button', { name: 'بدء' })).toBeVisible();
    await expect(timer).toHaveTextContent(words);
  },
};

/**
 * In a dialog, running from the moment it opens: the timer is reached by Tab like any button, Pause stops it,
 * Escape closes the dialog and focus goes back to its trigger.
 */
export const InADialog: Story = {
  render: (args) => (
    <Dialog title="Confirm the truck slot" trigger={<Button variant="outline">Confirm slot</Button>}>
      <Timer {...args} autoStart />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Confirm slot' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Confirm the truck slot' });
    await focusInside(dialog);
    const d = within(dialog);
    await expect(d.getByRole('timer', { name: LABEL })).toHaveAttribute('aria-live', 'off');
    await userEvent.click(d.getByRole('button', { name: 'Pause' }));
    await expect(await d.findByRole('button', { name: 'Resume' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};
