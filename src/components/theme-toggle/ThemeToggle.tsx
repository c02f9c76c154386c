import { Moon, Sun } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useTheme } from '../../theme/ThemeProvider';
import { IconButton, type IconButtonProps } from '../button';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'> {}

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
      {isDark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  );
}
