import { css } from 'styled-system/css';
import { usePageTitle } from '../page-title';

export function Component() {
  const title = usePageTitle('page.analytics');
  return <h1 className={css({ textStyle: 'h1' })}>{title}</h1>;
}
