import { Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { cx } from 'styled-system/css';
import { settingsTabs } from 'styled-system/recipes';
import { Badge } from '../../../components/badge';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle } from '../../../components/card';
import { Switch } from '../../../components/switch';
import { useTheme } from '../../../theme/ThemeProvider';
import { useLanguage } from '../../language';

/** The Appearance tab: a Dark Mode switch bound to the theme (useTheme), and a live preview. */
export function AppearancePanel() {
  const styles = settingsTabs();
  const { t } = useLanguage();
  const { theme, setTheme } = useTheme();
  const mode = theme === 'dark' ? t('settings.darkMode') : t('settings.lightMode');
  const previewId = useId();
  return (
    <div className={styles.panel}>
      <CardRoot>
        <CardHeader>
          <CardTitle level={2}>{t('settings.appearance')}</CardTitle>
          <CardDescription>{t('settings.appearanceDesc')}</CardDescription>
        </CardHeader>
        <CardBody>
          <div className={styles.row}>
            <div className={styles.rowText}>
              <Switch checked={theme === 'dark'} onCheckedChange={({ checked }) => setTheme(checked ? 'dark' : 'light')}>
                {t('settings.darkMode')}
              </Switch>
              <span className={styles.sectionText} aria-live="polite">
                {t('settings.themeNow', { mode })}
              </span>
            </div>
            {theme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />}
          </div>
          <section className={styles.section} aria-labelledby={previewId}>
            <h3 id={previewId} className={styles.sectionTitle}>
              {t('settings.preview')}
            </h3>
            <div className={cx(styles.preview, theme)} data-theme={theme}>
              <p className={styles.previewTitle}>{mode}</p>
              <p className={styles.previewText}>{t('settings.previewText')}</p>
              <div className={styles.previewSample}>
                <Badge tone="accent">{t('settings.previewStatus')}</Badge>
                <Badge tone="success">{t('settings.notifications')}</Badge>
              </div>
            </div>
          </section>
        </CardBody>
      </CardRoot>
    </div>
  );
}
