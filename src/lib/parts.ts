// Binds Ark parts (or plain elements) to the slots of a Panda slot recipe. Panda's createStyleContext
// types its parts with Panda's style props, which would put `styled-system/` into the published .d.ts;
// these signatures name only React and the wrapped part, so each part keeps exactly the props and ref of
// the Ark part it wraps, generics included, and no call site needs a cast.
//
// The binding is written here rather than taken from Panda's `createStyleContext`, which wraps every part in
// `styled()` and so ships Panda's JSX factory and its table of every CSS property to each page; a part
// takes no style props, only its recipe's classes and its own `className`.
import {
  type ComponentPropsWithRef,
  type ComponentType,
  createContext,
  createElement,
  type ElementType,
  type JSX,
  type ReactNode,
  useContext,
} from 'react';
import { cx } from 'styled-system/css';

/** What the helper reads of a generated slot recipe: its slot names and its variant props. */
export interface SlotRecipeLike<Slot extends string, Variants> {
  __slot: Slot;
  __type: Variants;
  // biome-ignore lint/suspicious/noExplicitAny: the generated recipes take their own variant props here
  (props?: any): Record<Slot, string>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  splitVariantProps(props: any): [any, any];
}

/** A styled part: an intrinsic element becomes a component with that element's props and ref; a component stays its own type. */
export type Part<C extends ElementType> = C extends keyof JSX.IntrinsicElements
  ? (props: ComponentPropsWithRef<C>) => ReactNode
  : C;

/** A root that also takes the recipe's variants (`size`, `variant`…), typed as plain values. */
export type RootPart<C extends ElementType, Variants extends object = object> = keyof Variants extends never
  ? Part<C>
  : (props: ComponentPropsWithRef<C> & Variants) => ReactNode;

/** Variants a root may declare: only names the recipe has. */
type KnownVariants<V, RecipeVariants> = { [K in keyof V]: K extends keyof RecipeVariants ? unknown : never };

/**
 * `createStyleContext` with types that stay inside the package's own vocabulary. A root takes the
 * recipe's variants, as plain values, when its type arguments name them, e.g.
 * `withProvider<typeof ArkField.Root, { size?: FieldSize }>(ArkField.Root, 'root')`.
 */
export function createParts<Slot extends string, RecipeVariants>(recipe: SlotRecipeLike<Slot, RecipeVariants>) {
  const StyleContext = createContext<Record<Slot, string> | undefined>(undefined);
  type AnyProps = { className?: string; [prop: string]: unknown };
  const name = (component: ElementType) =>
    typeof component === 'string' ? component : (component as ComponentType).displayName || (component as ComponentType).name;
  const useSlots = (component: ElementType, slot: Slot) => {
    const slots = useContext(StyleContext);
    if (!slots) throw new Error(`Component "${name(component)}" (slot: "${slot}") must be inside its root.`);
    return slots;
  };
  // A prop given as undefined (a wrapper passing its own optional prop on) keeps the default.
  const withDefaults = (props: AnyProps, defaults: object | undefined) => {
    const merged: AnyProps = { ...props };
    for (const [key, value] of Object.entries(defaults ?? {})) if (merged[key] === undefined) merged[key] = value;
    return merged;
  };
  // The casts below are the only ones part binding needs: each part gets the props and ref of what it wraps.
  return {
    /**
     * Provides the recipe's slot classes to the parts below, rendering no element of its own (Ark's state
     * roots). `defaults` are props the part has unless given, e.g. `{ lazyMount: true, unmountOnExit: true }`
     * for a root whose content should cost nothing while closed.
     */
    withRootProvider: <C extends ElementType, V extends KnownVariants<V, RecipeVariants> = object>(
      component: C,
      defaults?: Partial<ComponentPropsWithRef<C>>,
    ) => {
      const WithRootProvider = (props: AnyProps) => {
        const [variants, rest] = recipe.splitVariantProps(props);
        return createElement(
          StyleContext.Provider,
          { value: recipe(variants) },
          createElement(component, withDefaults(rest, defaults)),
        );
      };
      WithRootProvider.displayName = `withRootProvider(${name(component)})`;
      return WithRootProvider as unknown as RootPart<C, V>;
    },
    /**
     * Renders `component` with the `slot` class and provides the recipe's slot classes to the parts below;
     * `defaults` as for `withRootProvider`.
     */
    withProvider: <C extends ElementType, V extends KnownVariants<V, RecipeVariants> = object>(
      component: C,
      slot: Slot,
      defaults?: Partial<ComponentPropsWithRef<C>>,
    ) => {
      // React 19 passes `ref` as a prop: it reaches `component` with the rest.
      const WithProvider = (props: AnyProps) => {
        const [variants, rest] = recipe.splitVariantProps(props);
        const slots = recipe(variants);
        return createElement(
          StyleContext.Provider,
          { value: slots },
          createElement(component, {
            ...withDefaults(rest, defaults),
            className: cx(slots[slot], rest.className as string | undefined),
          }),
        );
      };
      WithProvider.displayName = `withProvider(${name(component)})`;
      return WithProvider as unknown as RootPart<C, V>;
    },
    /** Renders `component` with the `slot` class of the nearest provider. */
    withContext: <C extends ElementType>(component: C, slot: Slot) => {
      const WithContext = (props: AnyProps) =>
        createElement(component, {
          ...props,
          className: cx(useSlots(component, slot)[slot], props.className as string | undefined),
        });
      WithContext.displayName = `withContext(${name(component)})`;
      return WithContext as unknown as Part<C>;
    },
  };
}

/**
 * A composition with its parts attached under short names: `<Dialog title>` and `<Dialog.Root>` from one
 * import. Call it as `/* @__PURE__ *\/ withParts(…)`: a page that imports only `DialogTrigger` then drops
 * the composition and every other part, which a TypeScript `namespace` (an IIFE) would keep.
 */
export function withParts<Composition extends object, Parts extends object>(composition: Composition, parts: Parts) {
  return Object.assign(composition, parts);
}
