import { type ReactNode, useId } from 'react';
import { appShell } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enAppShell } from '../../i18n/messages/en-app-shell';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Avatar } from '../avatar/Avatar';
import { Menu, type MenuAction, type MenuProps } from '../menu/Menu';

addEnglish(enAppShell);

export interface AppShellUserMenuProps extends Omit<MenuProps, 'trigger' | 'actionsFor' | 'items'> {
  /** The signed-in user's name: the avatar's initials and the menu's heading. */
  name: string;
  /** Their photo's URL; without one the avatar shows the initials. */
  src?: string;
  /** A line under the name in the menu, e.g. the company or e-mail address. */
  description?: ReactNode;
  /** The actions, e.g. Profile, Settings, Sign out, grouped under the user's name. */
  items?: MenuAction[];
  /** The button's name. Default: 'Account: {name}' in the page's language. */
  'aria-label'?: string;
}

/**
 * The user's menu behind their avatar, for the top bar's end: a menu button (the WAI-ARIA pattern, as `Menu`)
 * whose items sit under the user's name and `description`. Parts as children come after the items.
 */
export function AppShellUserMenu({
  name,
  src,
  description,
  items = [],
  'aria-label': label,
  positioning,
  ...props
}: AppShellUserMenuProps) {
  const { t } = useLanguage();
  const groupId = useId();
  const classes = appShell();
  return (
    <Menu
      {...props}
      positioning={{ placement: 'bottom-end', ...positioning }}
      trigger={
        // Named by its hidden text, not aria-label: the initials drawn in it are no part of its name.
        <button type="button" className={classes.userButton}>
          <Avatar name={name} src={src} size="sm" decorative />
          <span className={visuallyHidden}>{label ?? t('core.appShell.account', { name })}</span>
        </button>
      }
      items={[
        {
          type: 'group',
          id: groupId,
          label: (
            <>
              <span className={classes.userName}>{name}</span>
              {description ? <span className={classes.userDescription}>{description}</span> : null}
            </>
          ),
          items,
        },
      ]}
    />
  );
}
