import { Steps as ArkSteps, useSteps, useStepsContext, useStepsItemContext } from '@ark-ui/react/steps';
import { Check } from 'lucide-react';
import { type ComponentProps, createContext, type ReactNode, type RefAttributes, useContext } from 'react';
import { steps as stepsRecipe } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enSteps } from '../../i18n/messages/en-steps';
import { createParts } from '../../lib/parts';
import { Button } from '../button';
import { VisuallyHidden } from '../visually-hidden';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enSteps);

const { withProvider, withContext } = createParts(stepsRecipe);

/** Which way the steps run: a row (Ark's default) or a column. */
export type StepsOrientation = 'horizontal' | 'vertical';
/** Where a step stands against the current one. */
export type StepState = 'completed' | 'current' | 'upcoming';

export interface StepsRootProps extends ArkSteps.RootProps {}
export interface StepsRootProviderProps extends ArkSteps.RootProviderProps {}
export interface StepsListProps extends ArkSteps.ListProps {}
export interface StepsOrderedListProps extends ComponentProps<'ol'> {}
export interface StepsItemProps extends ArkSteps.ItemProps {}
export interface StepsTriggerProps extends ArkSteps.TriggerProps {}
export interface StepsIndicatorProps extends ArkSteps.IndicatorProps {}
export interface StepsSeparatorProps extends ArkSteps.SeparatorProps {}
export interface StepsTextProps extends ComponentProps<'div'> {}
export interface StepsTitleProps extends ComponentProps<'span'> {}
export interface StepsDescriptionProps extends ComponentProps<'span'> {}
export interface StepsContentProps extends ArkSteps.ContentProps {}
export interface StepsCompletedContentProps extends ArkSteps.CompletedContentProps {}
export interface StepsFooterProps extends ComponentProps<'div'> {}
export interface StepsPrevTriggerProps extends ArkSteps.PrevTriggerProps {}
export interface StepsNextTriggerProps extends ArkSteps.NextTriggerProps {}

// Whether the items are in the wizard's tablist, where only the tabs may speak (see StateItem).
const InTabList = createContext(false);

/** Where an arrow key, Home or End moves focus among `count` tabs from `index`; undefined for another key. */
function nextTab(key: string, index: number, count: number, vertical: boolean, rtl: boolean): number | undefined {
  const forward = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function TabList({ onKeyDown, ...props }: StepsListProps & RefAttributes<HTMLDivElement>) {
  // Ark's tabs have no keys of their own: the WAI-ARIA tabs pattern's arrow keys (by orientation, wrapping),
  // Home and End move focus between them; Enter or Space then goes to the focused step.
  return (
    <InTabList.Provider value={true}>
      <ArkSteps.List
        {...props}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          const list = event.currentTarget;
          const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter((tab) => !tab.disabled);
          const index = tabs.indexOf(event.target as HTMLButtonElement);
          if (index === -1) return;
          const rtl = getComputedStyle(list).direction === 'rtl';
          const target = nextTab(event.key, index, tabs.length, list.getAttribute('aria-orientation') === 'vertical', rtl);
          if (target === undefined) return;
          event.preventDefault();
          tabs[target]?.focus();
        }}
      />
    </InTabList.Provider>
  );
}

function RovingTrigger(props: StepsTriggerProps & RefAttributes<HTMLButtonElement>) {
  // One tab stop for the list, as in any tablist: the current step's tab, or the last one once all are done.
  const steps = useStepsContext();
  const item = useStepsItemContext();
  return <ArkSteps.Trigger tabIndex={item.current || (steps.isCompleted && item.last) ? 0 : -1} {...props} />;
}

function StateItem({ asChild, children, ...props }: StepsItemProps & RefAttributes<HTMLDivElement>) {
  // Ark marks the state on the indicator, separator and trigger only: the item carries it too, for its text.
  const state = useStepsContext().getItemState({ index: props.index });
  // In a tablist the current tab says it (`aria-selected`, and Ark's `aria-current` on the trigger); in a
  // read-only list, which has no triggers, the item says it.
  const inTabList = useContext(InTabList);
  return (
    <ArkSteps.Item
      data-complete={state.completed ? '' : undefined}
      data-current={state.current ? '' : undefined}
      data-incomplete={state.incomplete ? '' : undefined}
      aria-current={!inTabList && state.current ? 'step' : undefined}
      {...props}
      asChild={asChild}
    >
      {children}
    </ArkSteps.Item>
  );
}

/**
 * Holds the state: `count` (how many steps), `step` (the current index, controlled) or `defaultStep`,
 * `onStepChange` (with `{ step }`), `orientation`, and `linear` (the user can only move with Back and Next).
 * A `step` equal to `count` means every step is completed.
 */
export const StepsRoot = /* @__PURE__ */ withProvider(ArkSteps.Root, 'root');
/**
 * The root for state you create yourself with `useSteps()` (Ark's `useSteps`), e.g. to move from outside:
 * `const steps = useSteps({ count })`, then `<StepsRootProvider value={steps}>`.
 */
export const StepsRootProvider = /* @__PURE__ */ withProvider(ArkSteps.RootProvider, 'root');
/**
 * The steps of a wizard the user moves between: a `tablist` whose triggers are its tabs, one tab stop, the
 * arrow keys (Left/Right in a row, Up/Down in a column), Home and End moving between them. Give it an `aria-label`.
 */
export const StepsList = /* @__PURE__ */ withContext(TabList, 'list');
/**
 * The steps of a read-only progress: an ordered list (`<ol>`), each item a `<li asChild>` of `StepsItem`, with
 * `aria-current="step"` on the current one. Give it an `aria-label` and the root's `data-orientation`.
 */
export const StepsOrderedList = /* @__PURE__ */ withContext('ol', 'list');
/** One step; `index` is its place from 0. It carries `data-complete`, `data-current` or `data-incomplete`. */
export const StepsItem = /* @__PURE__ */ withContext(StateItem, 'item');
/**
 * The step's button in a wizard (role `tab`, `aria-selected` on the current one, `aria-controls` its content):
 * a click, Enter or Space goes to that step unless the root is `linear`. Only the current step's tab is in the
 * tab order; the arrow keys, Home and End move between the tabs (inside `StepsList`).
 */
export const StepsTrigger = /* @__PURE__ */ withContext(RovingTrigger, 'trigger');
/** The circle with the step's number, or a check once completed. Hidden from screen readers. */
export const StepsIndicator = /* @__PURE__ */ withContext(ArkSteps.Indicator, 'indicator');
/** The line to the next step; it turns green once the step is completed. */
export const StepsSeparator = /* @__PURE__ */ withContext(ArkSteps.Separator, 'separator');
/** Holds a step's title and description beside its indicator. */
export const StepsText = /* @__PURE__ */ withContext('div', 'text');
/** A step's name. */
export const StepsTitle = /* @__PURE__ */ withContext('span', 'title');
/** A line under a step's name, e.g. what it asks for or when it was completed. */
export const StepsDescription = /* @__PURE__ */ withContext('span', 'description');
/** What the step with the same `index` shows while it is current (role `tabpanel`); `hidden` otherwise. */
export const StepsContent = /* @__PURE__ */ withContext(ArkSteps.Content, 'content');
/** What shows once every step is completed (after Next on the last one). */
export const StepsCompletedContent = /* @__PURE__ */ withContext(ArkSteps.CompletedContent, 'content');
/** The row of the Back and Next buttons under the content. */
export const StepsFooter = /* @__PURE__ */ withContext('div', 'footer');
/** Goes to the previous step; disabled on the first. Use `asChild` with a Button. */
export const StepsPrevTrigger = /* @__PURE__ */ withContext(ArkSteps.PrevTrigger, 'prevTrigger');
/** Goes to the next step (on the last, to the completed state); disabled once every step is completed. */
export const StepsNextTrigger = /* @__PURE__ */ withContext(ArkSteps.NextTrigger, 'nextTrigger');
/** Render prop with the steps' API (`value`, `percent`, `goToNextStep`, `setStep`…). */
export const StepsContext = ArkSteps.Context;
/** Render prop with one step's state (`completed`, `current`, `incomplete`, `index`…). */
export const StepsItemContext = ArkSteps.ItemContext;
export { useSteps, useStepsContext, useStepsItemContext };

/** One step of the convenience Steps. */
export interface StepsStep {
  /** The step's name, e.g. 'Details'. In a wizard it names the step's tab. */
  title: ReactNode;
  /** A line under the name, e.g. 'Completed on April 14, 2025'. */
  description?: ReactNode;
  /** What a wizard shows while this step is current (ignored when `readOnly`). */
  content?: ReactNode;
}

export interface StepsProps
  extends Omit<StepsRootProps, 'children' | 'count' | 'step' | 'defaultStep' | 'onStepChange' | 'orientation'>,
    RefAttributes<HTMLDivElement> {
  /** The steps, in order. */
  steps: readonly StepsStep[];
  /** The current step's index from 0 (controlled); `steps.length` means every step is completed. */
  step?: number;
  /** The step to start at (uncontrolled). Defaults to 0. */
  defaultStep?: number;
  /** Called with the new index when the user moves (Back, Next or a step's tab). */
  onStepChange?: (step: number) => void;
  /** A row of steps (default) or a column. */
  orientation?: StepsOrientation;
  /**
   * Shows progress only: an ordered list of the steps with their state and no way to move, e.g. where a
   * project stands. Otherwise it is a wizard: the steps are tabs, each step's `content` shows while it is
   * current, and Back and Next buttons move.
   */
  readOnly?: boolean;
  /** Names the list of steps for screen readers. Defaults to the translated 'Steps'. */
  label?: string;
  /**
   * What screen readers hear after each step's title for its state. Defaults to the translated 'Completed',
   * 'Current step' and 'Not started'; an empty string says nothing for that state.
   */
  stateLabels?: Partial<Record<StepState, string>>;
  /** What a wizard shows once the user has gone past the last step with Next. */
  completedContent?: ReactNode;
  /** The name of the Back button. Defaults to the translated 'Back'. */
  backLabel?: ReactNode;
  /** The name of the Next button. Defaults to the translated 'Next'. */
  nextLabel?: ReactNode;
}

function StepBody({ step, index, stateLabels }: { step: StepsStep; index: number; stateLabels: Record<StepState, string> }) {
  const item = useStepsItemContext();
  const state: StepState = item.completed ? 'completed' : item.current ? 'current' : 'upcoming';
  const stateLabel = stateLabels[state];
  return (
    <>
      <StepsIndicator>{item.completed ? <Check aria-hidden /> : index + 1}</StepsIndicator>
      <StepsText>
        <StepsTitle>
          {step.title}
          {stateLabel ? <VisuallyHidden>{`, ${stateLabel}`}</VisuallyHidden> : null}
        </StepsTitle>
        {step.description ? <StepsDescription>{step.description}</StepsDescription> : null}
      </StepsText>
    </>
  );
}

/**
 * A stepper: numbered steps in a row or a column, each completed (a check), current or upcoming, joined by
 * lines. `readOnly` shows where something stands: an ordered list with `aria-current="step"` on the current
 * step and each state written out for screen readers. Otherwise it is a wizard on Ark Steps: the steps are
 * tabs (one tab stop; the arrow keys, Home and End move between them, and a click, Enter or Space goes to one
 * unless `linear`), the current step's `content` shows below, and Back and Next move; Next on the last step
 * shows `completedContent`.
 */
export function Steps({
  steps,
  step,
  defaultStep,
  onStepChange,
  orientation = 'horizontal',
  readOnly = false,
  label,
  stateLabels,
  completedContent,
  backLabel,
  nextLabel,
  ...rootProps
}: StepsProps) {
  const { t } = useLanguage();
  const labels: Record<StepState, string> = {
    completed: t('core.steps.completed'),
    current: t('core.steps.current'),
    upcoming: t('core.steps.upcoming'),
    ...stateLabels,
  };
  const items = steps.map((entry, index) => {
    const last = index === steps.length - 1;
    // The steps are a fixed sequence, known by their place.
    const key = index;
    return readOnly ? (
      <StepsItem key={key} index={index} asChild>
        <li>
          <StepBody step={entry} index={index} stateLabels={labels} />
          {last ? null : <StepsSeparator />}
        </li>
      </StepsItem>
    ) : (
      <StepsItem key={key} index={index}>
        <StepsTrigger>
          <StepBody step={entry} index={index} stateLabels={labels} />
        </StepsTrigger>
        {last ? null : <StepsSeparator />}
      </StepsItem>
    );
  });
  return (
    <StepsRoot
      count={steps.length}
      step={step}
      defaultStep={defaultStep}
      onStepChange={onStepChange ? (details) => onStepChange(details.step) : undefined}
      orientation={orientation}
      {...rootProps}
    >
      {readOnly ? (
        <StepsOrderedList aria-label={label ?? t('core.steps.label')} data-orientation={orientation}>
          {items}
        </StepsOrderedList>
      ) : (
        <>
          <StepsList aria-label={label ?? t('core.steps.label')}>{items}</StepsList>
          {steps.map((entry, index) => (
            <StepsContent key={index} index={index}>
              {entry.content}
            </StepsContent>
          ))}
          {completedContent === undefined ? null : (
            // Ark labels it by the trigger of a step after the last, which does not exist: name it as the steps.
            <StepsCompletedContent aria-labelledby={undefined} aria-label={label ?? t('core.steps.label')}>
              {completedContent}
            </StepsCompletedContent>
          )}
          <StepsFooter>
            <StepsPrevTrigger asChild>
              <Button variant="outline">{backLabel ?? t('core.steps.back')}</Button>
            </StepsPrevTrigger>
            <StepsNextTrigger asChild>
              <Button>{nextLabel ?? t('core.steps.next')}</Button>
            </StepsNextTrigger>
          </StepsFooter>
        </>
      )}
    </StepsRoot>
  );
}
