import { Sparkles } from 'lucide-react';
import { cx } from 'styled-system/css';
import { Box } from 'styled-system/jsx';
import { premiumToolsCard } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { CardDescription, CardRoot, type CardRootProps, CardTitle, type CardTitleLevel } from '../../../components/card';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';

export interface PremiumToolsCardProps extends Omit<CardRootProps, 'children'> {
  /** Where 'Upgrade Plan' goes. Defaults to the pricing page, `/pricing`. */
  upgradeHref?: string;
  /** The heading level of 'Premium Tools', to fit the page outline. Defaults to 2. */
  titleLevel?: CardTitleLevel;
}

/** The 'Premium Tools' card of /dashboard: a short pitch and an 'Upgrade Plan' link (styled as a button) to the plans. */
export function PremiumToolsCard({ upgradeHref = '/pricing', titleLevel = 2, className, ...props }: PremiumToolsCardProps) {
  const { t } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const classes = premiumToolsCard();
  return (
    <CardRoot className={cx(classes.root, className)} {...props}>
      <div className={classes.content}>
        <span className={classes.icon} aria-hidden>
          <Sparkles />
        </span>
        <Box flex="1" display="flex" flexDirection="column" gap="1">
          <CardTitle level={titleLevel}>{t('dashboard.premium.title')}</CardTitle>
          <CardDescription>{t('dashboard.premium.description')}</CardDescription>
        </Box>
        <Button asChild>
          <LinkComponent href={upgradeHref}>{t('dashboard.premium.upgrade')}</LinkComponent>
        </Button>
      </div>
    </CardRoot>
  );
}
