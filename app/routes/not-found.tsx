import { NotFoundPage } from '../../src';
import { usePageTitle } from '../page-title';

export function Component() {
  usePageTitle('notFound.title');
  return <NotFoundPage />;
}
