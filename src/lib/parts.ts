// Binds Ark parts (or plain elements) to the slots of a Panda slot recipe. Panda's createStyleContext
// types its parts with Panda's style props, which would put `styled-system/` into the published .d.ts;
// these signatures name only React and the wrapped part, so each part keeps exactly the props and ref of
// the Ark part it wraps, generics included, and no call site needs a cast.
import type { ComponentPropsWithRef, ElementType, ForwardRefExoticComponent, JSX, ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';

/** What the helper reads of a generated slot recipe: its slot names and its variant props. */
export interface SlotRecipeLike<Slot extends string, Variants> {
  __slot: Slot;
  __type: Variants;
  // biome-ignore lint/suspicious/noExplicitAny: the generated recipes take their own variant props here
  (props?: any): Record<Slot, string>;
}

/** A styled part: an intrinsic element becomes a component with that element's props and ref; a component stays its own type. */
export type Part<C extends ElementType> = C extends keyof JSX.IntrinsicElements
  ? ForwardRefExoticComponent<ComponentPropsWithRef<C>>
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
  // Panda's own recipe type, widened: the slot names are already checked by `Slot` here.
  const context = createStyleContext(recipe as Parameters<typeof createStyleContext>[0]);
  // The casts below are the only ones part binding needs: Panda's return types carry its style props and
  // styled-system paths, and each part gets the props and ref of what it wraps instead.
  return {
    /** Provides the recipe's slot classes to the parts below, rendering no element of its own (Ark's state roots). */
    withRootProvider: <C extends ElementType, V extends KnownVariants<V, RecipeVariants> = object>(component: C) =>
      context.withRootProvider(component) as unknown as RootPart<C, V>,
    /** Renders `component` with the `slot` class and provides the recipe's slot classes to the parts below. */
    withProvider: <C extends ElementType, V extends KnownVariants<V, RecipeVariants> = object>(component: C, slot: Slot) =>
      context.withProvider(component, slot) as unknown as RootPart<C, V>,
    /** Renders `component` with the `slot` class of the nearest provider. */
    withContext: <C extends ElementType>(component: C, slot: Slot) => context.withContext(component, slot) as unknown as Part<C>,
  };
}
