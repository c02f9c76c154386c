// A block's heavy parts that a first load does not need (the language picker, popovers, a closed drawer or
// dialog) are chunks of their own, so a portal's first load leaves them out without any setup of its own.
import {
  type ComponentType,
  cloneElement,
  lazy,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useMergedRefs } from './merge-refs';

/**
 * A part shown from the start, loaded after the page: its chunk starts loading when the block's module
 * runs, and once it is there the part renders at once. Until then it suspends: a server render that waits
 * for Suspense (renderToPipeableStream, a framework's streaming) writes its full HTML, and hydration keeps
 * that HTML until the chunk arrives, so nothing moves. `fallback` shows while it loads on a client render.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  // A chunk that fails to load fails the render that needs it (an error boundary's), not the page's start.
  loading.catch(() => undefined);
  const Lazy = lazy(() => loading);
  function LazyPart(props: P) {
    const Part = loaded ?? Lazy;
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/**
 * A popover (or another overlay opened by its `trigger`) closed when the page loads, loaded after the page as
 * lazyPart loads a part. While its chunk loads on a client render, its trigger shows alone. A click on it then
 * opens the overlay once it has loaded, rather than doing nothing: the loaded trigger is clicked, so the overlay
 * opens as from the user's click, focus and all, and the trigger's own `onClick` runs once, then. A trigger that
 * has the keyboard's focus when the loaded one takes its place hands the focus on to it.
 */
export function lazyOverlay<P extends { trigger: ReactElement }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  type Props = P & { onLoaded: () => void; onEarlyClick: () => void; onFocusHandedOver: () => void };
  const Part = lazyPart<Props>(
    () =>
      load().then((Overlay) => {
        function LoadedOverlay({ onLoaded, onEarlyClick: _, onFocusHandedOver: __, ...props }: Props) {
          useEffect(() => onLoaded(), [onLoaded]);
          return <Overlay {...(props as unknown as P)} />;
        }
        return LoadedOverlay;
      }),
    ({ trigger, onEarlyClick, onFocusHandedOver }) => (
      <EarlyTrigger trigger={trigger} onClick={onEarlyClick} onReplacedWhileFocused={onFocusHandedOver} />
    ),
  );
  function LazyOverlay(props: P) {
    const trigger = useRef<HTMLElement>(null);
    const early = useRef<'clicked' | 'focused'>(undefined);
    const [onEarlyClick] = useState(() => () => {
      early.current = 'clicked';
    });
    const [onFocusHandedOver] = useState(() => () => {
      early.current ??= 'focused';
    });
    const [onLoaded] = useState(() => () => {
      if (early.current === 'clicked') trigger.current?.click();
      else if (early.current === 'focused') trigger.current?.focus();
    });
    const ref = useMergedRefs(trigger, (props.trigger.props as { ref?: Ref<HTMLElement> }).ref);
    return (
      <Part
        {...props}
        trigger={cloneElement(props.trigger as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref })}
        onLoaded={onLoaded}
        onEarlyClick={onEarlyClick}
        onFocusHandedOver={onFocusHandedOver}
      />
    );
  }
  return LazyOverlay;
}

/** lazyOverlay's trigger while the overlay loads: it records a click, and whether it had the focus when replaced. */
function EarlyTrigger({
  trigger,
  onClick,
  onReplacedWhileFocused,
}: {
  trigger: ReactElement;
  onClick: () => void;
  onReplacedWhileFocused: () => void;
}) {
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRefs(element, (trigger.props as { ref?: Ref<HTMLElement> }).ref);
  // A layout effect's cleanup runs before React removes the element, while it still has the focus.
  useLayoutEffect(
    () => () => {
      if (element.current && element.current === element.current.ownerDocument.activeElement) onReplacedWhileFocused();
    },
    [onReplacedWhileFocused],
  );
  return cloneElement(trigger as ReactElement<{ onClick?: MouseEventHandler; ref?: Ref<HTMLElement> }>, { onClick, ref });
}

/**
 * A drawer or dialog that is closed when the page loads: nothing is rendered (on the server too) and
 * nothing loaded until it is first opened.
 */
export function untilOpened<P extends { open?: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function UntilOpened(props: P) {
    // Once opened, it stays mounted so that it can animate closed and hand focus back.
    const [used, setUsed] = useState(false);
    useEffect(() => {
      if (props.open) setUsed(true);
    }, [props.open]);
    return props.open || used ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  return UntilOpened;
}
