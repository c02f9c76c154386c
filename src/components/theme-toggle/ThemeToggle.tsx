import { Moon, Sun } from 'lucide-react';
import { css } from 'styled-system/css';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useTheme } from '../../theme/ThemeProvider';
import { IconButton, type IconButtonProps } from '../button';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'> {}

// Both icons are drawn and the root's theme class shows one: server HTML, which cannot know the
// visitor's theme, then already shows the right icon, and hydration finds the same markup.
const showInDark = css({ display: 'none', _dark: { display: 'block' } });
const showInLight = css({ display: 'block', _dark: { display: 'none' } });

/**
 * Switches between light and dark. It is a toggle button: `aria-pressed` says whether dark is on,
 * and its name says what a press will do.
 */
export function ThemeToggle(props: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const { t } = useLanguage();
  const isDark = theme === 'dark';
  return (
    <IconButton
      aria-label={t(isDark ? 'theme.switchToLight' : 'theme.switchToDark')}
      aria-pressed={isDark}
      onClick={toggleTheme}
      {...props}
    >
      <Sun aria-hidden className={showInDark} />
      <Moon aria-hidden className={showInLight} />
    </IconButton>
  );
}
