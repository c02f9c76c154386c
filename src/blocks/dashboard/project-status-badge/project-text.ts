import { useMemo } from 'react';
import {
  isKnownProjectStatus,
  isProductTypeOf,
  type PackageType,
  type ProjectCategory,
  type ProjectStatus,
} from '../../../domain/projects';
import { useLanguage } from '../../language';

/** Translated names of the values a Project holds. */
export interface ProjectText {
  /** 'Beverages' → 'Drycker' in Swedish; null → 'Not specified'. */
  category: (category: ProjectCategory | null | undefined) => string;
  /** 'Gummies' → 'Fruchtgummis' in German; an unknown type is shown as it is; '' → 'Not specified'. */
  productType: (type: string | null | undefined) => string;
  /** 'petBottle' → 'PET Bottle'; null → 'Not specified'. */
  packageType: (type: PackageType | null | undefined) => string;
  /** A known status translated; any other free-text status as it is. */
  status: (status: ProjectStatus) => string;
  /** '150,000 units', formatted for the locale. */
  units: (quantity: number) => string;
}

/** The translated texts of project values (category, type, package, status, units) in the active language. */
export function useProjectText(): ProjectText {
  const { t, formatNumber } = useLanguage();
  return useMemo<ProjectText>(
    () => ({
      category: (category) => (category ? t(`dashboard.category.${category}`) : t('dashboard.notSpecified')),
      productType: (type) => {
        if (!type) return t('dashboard.notSpecified');
        return isProductTypeOf('Beverages', type) || isProductTypeOf('Supplements', type)
          ? t(`dashboard.productType.${type}`)
          : type;
      },
      packageType: (type) => (type ? t(`dashboard.package.${type}`) : t('dashboard.notSpecified')),
      status: (status) => (isKnownProjectStatus(status) ? t(`dashboard.status.${status}`) : status),
      units: (quantity) => t('dashboard.units', { amount: formatNumber(quantity) }),
    }),
    [t, formatNumber],
  );
}
