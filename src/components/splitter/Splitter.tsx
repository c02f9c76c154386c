import { Splitter as ArkSplitter, useSplitter } from '@ark-ui/react/splitter';
import { Fragment, type ReactNode, type RefAttributes, useState } from 'react';
import { splitter } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enSplitter } from '../../i18n/messages/en-splitter';
import { createParts } from '../../lib/parts';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enSplitter);

const { withProvider, withContext } = createParts(splitter);

/** Which way the panes run: `horizontal` side by side, `vertical` stacked. */
export type SplitterOrientation = 'horizontal' | 'vertical';

export interface SplitterRootProps extends ArkSplitter.RootProps {}
export interface SplitterRootProviderProps extends ArkSplitter.RootProviderProps {}
export interface SplitterPanelProps extends ArkSplitter.PanelProps {}
export interface SplitterResizeTriggerProps extends ArkSplitter.ResizeTriggerProps {}
export interface SplitterResizeTriggerIndicatorProps extends ArkSplitter.ResizeTriggerIndicatorProps {}

/**
 * The panes' frame and state: `panels` (each pane's `id` and `minSize`/`maxSize` in percent), `defaultSize` or
 * `size` (percent per pane, in order), `orientation`, `onResize`, `onResizeEnd`. It fills its parent: give that a size.
 */
export const SplitterRoot = /* @__PURE__ */ withProvider(ArkSplitter.Root, 'root');
/** One pane; its `id` is one of the root's `panels`. Its content scrolls when it does not fit. */
export const SplitterPanel = /* @__PURE__ */ withContext(ArkSplitter.Panel, 'panel');
/**
 * The handle between two panes, `id` `"before:after"`: a focusable `separator` with `aria-valuenow`, min and max
 * (the pane before it, in percent). Arrow keys resize by 1 (Shift: 10), Home and End go to the minimum and maximum.
 * It is a `<button>`: give it `type="button"` inside a form, and a name (`aria-label`), as `Splitter` does.
 */
export const SplitterResizeTrigger = /* @__PURE__ */ withContext(ArkSplitter.ResizeTrigger, 'resizeTrigger');
/** The grip drawn in the middle of a handle. */
export const SplitterResizeTriggerIndicator = /* @__PURE__ */ withContext(
  ArkSplitter.ResizeTriggerIndicator,
  'resizeTriggerIndicator',
);
/** Render prop with the splitter's API (`getSizes`, `setSizes`, `resetSizes`…). */
export const SplitterContext = ArkSplitter.Context;

/**
 * The root for state you create yourself with `useSplitter()` (Ark's `useSplitter`), e.g. to reset the layout from
 * outside: `const layout = useSplitter(props)`, then `<SplitterRootProvider value={layout}>` and `layout.resetSizes()`.
 */
export const SplitterRootProvider = /* @__PURE__ */ withProvider(ArkSplitter.RootProvider, 'root');
export { useSplitter };

/** One pane of the convenience Splitter. */
export interface SplitterPane {
  /** Identifies the pane in the layout, e.g. 'list'. */
  id: string;
  /** Names the pane for screen readers, and the handle after it ('Resize Projects'). */
  label: string;
  /** What the pane shows. */
  content: ReactNode;
  /** The smallest the pane may get, in percent of the splitter. */
  minSize?: number;
  /** The largest the pane may get, in percent of the splitter. */
  maxSize?: number;
}

export interface SplitterProps
  extends Omit<SplitterRootProps, 'panels' | 'children' | 'size' | 'defaultSize' | 'onResizeEnd' | 'orientation'>,
    RefAttributes<HTMLDivElement> {
  /** The panes, in order (left to right, or top to bottom). */
  panes: readonly SplitterPane[];
  /** Which way the panes run: side by side (`horizontal`, default) or stacked (`vertical`). */
  orientation?: SplitterOrientation;
  /** Each pane's size at first, in percent, in order (uncontrolled), e.g. a layout stored from `onResizeEnd`. Defaults to equal sizes. */
  defaultSize?: number[];
  /** Each pane's size in percent, in order (controlled); update it from `onResize`. */
  size?: number[];
  /**
   * Called with each pane's size in percent when the user lets go of a handle or presses a resizing key: the
   * moment to store the layout (e.g. in the user's settings) and pass it back as `defaultSize` next time.
   */
  onResizeEnd?: (size: number[]) => void;
  /** Handles that cannot be moved; the panes keep their sizes. */
  disabled?: boolean;
}

/**
 * Resizable panes (Ark Splitter), e.g. a project list beside its details. Between each two panes is a handle: a
 * focusable `separator` named 'Resize <pane>' in the active language, with the pane's size in percent as
 * `aria-valuenow` and its limits as min and max. Drag it, or focus it and press the arrow keys along the
 * splitter (1%, Shift 10%), Home (to the pane's minimum) or End (its maximum). `onResizeEnd` gives the sizes to store.
 */
export function Splitter({
  panes,
  orientation = 'horizontal',
  defaultSize,
  size,
  onResizeEnd,
  disabled = false,
  onResize,
  ...rootProps
}: SplitterProps) {
  const { t } = useLanguage();
  // Ark (5.39) lays the panes out afresh from `defaultSize` whenever the splitter changes size across its axis
  // (a taller window, content that wraps), losing what the user set: the sizes are kept here and handed back.
  const [ownSize, setOwnSize] = useState(() => defaultSize ?? panes.map(() => 100 / panes.length));
  return (
    <SplitterRoot
      orientation={orientation}
      panels={panes.map(({ id, minSize, maxSize }) => ({ id, minSize, maxSize }))}
      size={size ?? ownSize}
      onResize={(details) => {
        setOwnSize(details.size);
        onResize?.(details);
      }}
      onResizeEnd={onResizeEnd ? (details) => onResizeEnd(details.size) : undefined}
      {...rootProps}
    >
      {panes.map((pane, index) => {
        const next = panes[index + 1];
        return (
          <Fragment key={pane.id}>
            <SplitterPanel id={pane.id} role="group" aria-label={pane.label}>
              {pane.content}
            </SplitterPanel>
            {next ? (
              <SplitterResizeTrigger
                id={`${pane.id}:${next.id}`}
                type="button"
                disabled={disabled}
                aria-label={t('core.splitter.resize', { panel: pane.label })}
                // A separator's orientation is the line's own: panes side by side are split by a vertical line.
                aria-orientation={orientation === 'horizontal' ? 'vertical' : 'horizontal'}
              >
                <SplitterResizeTriggerIndicator />
              </SplitterResizeTrigger>
            ) : null}
          </Fragment>
        );
      })}
    </SplitterRoot>
  );
}
