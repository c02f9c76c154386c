import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import type { ReactNode, RefAttributes } from 'react';
import { emptyState } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';

const { withProvider, withContext } = createParts(emptyState);

export type EmptyStateSize = 'sm' | 'md';
export type EmptyStateTitleLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateRootProps extends HTMLArkProps<'div'> {
  /** `md` (the default) for a page section, `sm` for a card or a panel. */
  size?: EmptyStateSize;
}
export interface EmptyStateIconProps extends HTMLArkProps<'div'> {}
export interface EmptyStateTitleProps extends HTMLArkProps<'p'> {
  /** Makes the title a heading (h2–h6) when the empty area is a section of its own; by default it is a paragraph. */
  level?: EmptyStateTitleLevel;
}
export interface EmptyStateDescriptionProps extends HTMLArkProps<'p'> {}
export interface EmptyStateActionsProps extends HTMLArkProps<'div'> {}

function EmptyStateTitleText({ level, ...props }: EmptyStateTitleProps & RefAttributes<HTMLParagraphElement>) {
  const Element = level ? ark[`h${level}`] : ark.p;
  return <Element {...props} />;
}

/** The centred column. With `asChild` it can be a `<section>`. */
export const EmptyStateRoot = /* @__PURE__ */ withProvider<typeof ark.div, { size?: EmptyStateSize }>(ark.div, 'root');
/** The round, muted badge holding the icon. It is decorative: it is hidden from screen readers. */
export const EmptyStateIcon = /* @__PURE__ */ withContext(ark.div, 'icon');
/** What is empty, e.g. 'No files yet'. A paragraph, or a heading with `level`. */
export const EmptyStateTitle = /* @__PURE__ */ withContext(EmptyStateTitleText, 'title');
/** Why it is empty or what to do, in muted text. */
export const EmptyStateDescription = /* @__PURE__ */ withContext(ark.p, 'description');
/** The way out: usually one button or link, e.g. 'Upload a file'. */
export const EmptyStateActions = /* @__PURE__ */ withContext(ark.div, 'actions');

export interface EmptyStateProps extends Omit<EmptyStateRootProps, 'title' | 'children'>, RefAttributes<HTMLDivElement> {
  /** A decorative icon, e.g. `<Inbox />` from lucide-react. */
  icon?: ReactNode;
  /** What is empty, e.g. 'No files yet'. */
  title: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** An action the caller owns, e.g. `<Button>Upload a file</Button>`. */
  action?: ReactNode;
  /** Makes the title a heading (h2–h6), for an empty page section; by default it is a paragraph. */
  titleLevel?: EmptyStateTitleLevel;
}

/**
 * What an area shows when it has nothing yet: an icon, a title, a line of text and an action, centred.
 * For a card, a page section or a panel; an empty table row is `Table.Empty`. It takes no role and no
 * focus: its action is an ordinary button or link.
 */
export function EmptyState({ icon, title, description, action, titleLevel, ...props }: EmptyStateProps) {
  return (
    <EmptyStateRoot {...props}>
      {icon != null && <EmptyStateIcon aria-hidden>{icon}</EmptyStateIcon>}
      <EmptyStateTitle level={titleLevel}>{title}</EmptyStateTitle>
      {description != null && <EmptyStateDescription>{description}</EmptyStateDescription>}
      {action != null && <EmptyStateActions>{action}</EmptyStateActions>}
    </EmptyStateRoot>
  );
}
