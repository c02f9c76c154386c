// Projects: their fields, categories and product types, the colour of a status, the request form and its
// validation (name, company and a well-formed email are needed, so the team can reply).
import { quantityForPosition } from './quantity';
import { clampNumber, isIsoDate, isRecord, nonNegativeWhole, storedId, uniqueById } from './stored';

/** The two product categories. */
export type ProjectCategory = 'Beverages' | 'Supplements';
export const PROJECT_CATEGORIES: readonly ProjectCategory[] = ['Beverages', 'Supplements'];

/**
 * Product types per category. These are the stored values; each shows through the message
 * `dashboard.productType.<value>`. 'Cocktais' and 'Sashets/Powder' are spelt so on purpose: they are the
 * product list's own names, and correcting them would orphan requests already stored under them.
 */
export const PRODUCT_TYPES = {
  Beverages: [
    'Energy drinks',
    'Water',
    'Sodas',
    'Vitamin Water',
    'Isotonics',
    'Cocktais',
    'Mocktails',
    'Wine',
    'Vodka',
    'Champagne',
    'Prosecco',
  ],
  Supplements: ['Gummies', 'Health shots', 'Sashets/Powder', 'Protein powder', 'Weight control'],
} as const satisfies Record<ProjectCategory, readonly string[]>;

export type BeverageType = (typeof PRODUCT_TYPES.Beverages)[number];
export type SupplementType = (typeof PRODUCT_TYPES.Supplements)[number];
export type ProductType = BeverageType | SupplementType;

/** The product types of a category; none without a category (the selector is then disabled). */
export function productTypesFor(category: ProjectCategory | null | undefined): readonly ProductType[] {
  return category ? PRODUCT_TYPES[category] : [];
}

export function isProductTypeOf(category: ProjectCategory | null | undefined, type: string): type is ProductType {
  return productTypesFor(category).includes(type as ProductType);
}

/** Package types of the request form; each shows through `dashboard.package.<key>`. */
export type PackageType = 'cans' | 'petBottle' | 'glass' | 'sachets';
export const PACKAGE_TYPES: readonly PackageType[] = ['cans', 'petBottle', 'glass', 'sachets'];

/** The statuses the portal knows. Status is free text, so any other string is allowed too. */
export type KnownProjectStatus = 'In Review' | 'In Production' | 'Contract Signed' | 'Completed';
export const KNOWN_PROJECT_STATUSES: readonly KnownProjectStatus[] = [
  'In Review',
  'In Production',
  'Contract Signed',
  'Completed',
];
export type ProjectStatus = KnownProjectStatus | (string & {});

export function isKnownProjectStatus(status: string): status is KnownProjectStatus {
  return (KNOWN_PROJECT_STATUSES as readonly string[]).includes(status);
}

/** A private-label production project. */
export interface Project {
  /** Unique id, e.g. '1'. */
  id: string;
  /** Product name, e.g. 'Energy Drink - Tropical' (a name: shown as it is, not translated). */
  name: string;
  /** Product category, or null when the request did not give one. */
  category: ProjectCategory | null;
  /** Product type (a value of PRODUCT_TYPES), or '' when not given. */
  type: string;
  /** Package type, or null when not given. */
  package: PackageType | null;
  /** Number of units. */
  quantity: number;
  /** ISO date ('2025-03-15'), shown in the locale's format after the word 'Submitted'. */
  submissionDate: string;
  /** 0–100. */
  progress: number;
  /** Free text; the known statuses are translated and coloured. */
  status: ProjectStatus;
}

/** The colour of a status: Completed green, In Production blue, Contract Signed purple, anything else amber. */
export type ProjectStatusTone = 'success' | 'info' | 'purple' | 'warning';

export function projectStatusTone(status: ProjectStatus): ProjectStatusTone {
  switch (status) {
    case 'Completed':
      return 'success';
    case 'In Production':
      return 'info';
    case 'Contract Signed':
      return 'purple';
    default:
      return 'warning';
  }
}

/** What the request form holds. Every field is a string except the quantity position. */
export interface ProjectRequest {
  name: string;
  company: string;
  email: string;
  phone: string;
  /** Free text. */
  address: string;
  /** '' until a category is chosen. */
  category: ProjectCategory | '';
  /** '' until a type is chosen; reset to '' when the category changes. */
  productType: ProductType | '';
  /** '' until a package is chosen. */
  packageType: PackageType | '';
  /** Slider position 0–4 (see QUANTITY_STEPS). */
  quantityPosition: number;
}

export const EMPTY_PROJECT_REQUEST: ProjectRequest = {
  name: '',
  company: '',
  email: '',
  phone: '',
  address: '',
  category: '',
  productType: '',
  packageType: '',
  quantityPosition: 0,
};

/** Changing the category resets the product type, whose options depend on it. Choosing the same category keeps it. */
export function withCategory(request: ProjectRequest, category: ProjectCategory | ''): ProjectRequest {
  if (category === request.category) return request;
  return { ...request, category, productType: '' };
}

export type RequestField = 'name' | 'company' | 'email';
export type RequestError = 'required' | 'invalidEmail';
export type RequestErrors = Partial<Record<RequestField, RequestError>>;

/** A pragmatic well-formedness check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export function isWellFormedEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/**
 * Validates a request: name and company must not be blank, and email must be
 * present and well formed. Returns the errors per field; an empty object means the request is valid.
 */
export function validateProjectRequest(request: ProjectRequest): RequestErrors {
  const errors: RequestErrors = {};
  if (!request.name.trim()) errors.name = 'required';
  if (!request.company.trim()) errors.company = 'required';
  if (!request.email.trim()) errors.email = 'required';
  else if (!isWellFormedEmail(request.email)) errors.email = 'invalidEmail';
  return errors;
}

export function isValidProjectRequest(request: ProjectRequest): boolean {
  return Object.keys(validateProjectRequest(request)).length === 0;
}

/**
 * The project a valid request becomes: status 'In Review' at progress 0, submitted `today` (ISO date).
 * Its name is the product type (or category) and the company, e.g. 'Gummies – Acme'.
 */
export function projectFromRequest(request: ProjectRequest, id: string, today: string): Project {
  const product = request.productType || request.category;
  const company = request.company.trim();
  return {
    id,
    name: product ? `${product} – ${company}` : company,
    category: request.category || null,
    type: request.productType,
    package: request.packageType || null,
    quantity: quantityForPosition(request.quantityPosition),
    submissionDate: today,
    progress: 0,
    status: 'In Review',
  };
}

/** A plain ISO calendar date ('2025-03-15') of a moment, in the local time zone. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The filters of the projects table; 'all' lets everything through. */
export interface ProjectFilter {
  category: ProjectCategory | 'all';
  status: ProjectStatus | 'all';
}

/** True for a value shaped like a Project (used to validate what comes back from localStorage). */
export function isProject(value: unknown): value is Project {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    (p.category === null || PROJECT_CATEGORIES.includes(p.category as ProjectCategory)) &&
    typeof p.type === 'string' &&
    (p.package === null || PACKAGE_TYPES.includes(p.package as PackageType)) &&
    typeof p.quantity === 'number' &&
    typeof p.submissionDate === 'string' &&
    typeof p.progress === 'number' &&
    typeof p.status === 'string'
  );
}

export function isProjectList(value: unknown): value is Project[] {
  return Array.isArray(value) && value.every(isProject);
}

/**
 * One stored project made safe to show, or undefined when it cannot be: no id, no name or a submission
 * date that is not a real date drop it; progress is clamped to 0–100 (0 when missing), a negative quantity
 * becomes 0 and one that is not a finite number drops it; an unknown category or package becomes none.
 */
export function repairProject(value: unknown): Project | undefined {
  if (!isRecord(value)) return undefined;
  const id = storedId(value.id);
  const quantity = nonNegativeWhole(value.quantity);
  if (!id || typeof value.name !== 'string' || !isIsoDate(value.submissionDate) || quantity === undefined) return undefined;
  return {
    id,
    name: value.name,
    category: PROJECT_CATEGORIES.includes(value.category as ProjectCategory) ? (value.category as ProjectCategory) : null,
    type: typeof value.type === 'string' ? value.type : '',
    package: PACKAGE_TYPES.includes(value.package as PackageType) ? (value.package as PackageType) : null,
    quantity,
    submissionDate: value.submissionDate,
    progress: clampNumber(value.progress, 0, 100) ?? 0,
    status: typeof value.status === 'string' && value.status.trim() ? value.status : 'In Review',
  };
}

/**
 * The stored list of submitted projects, repaired entry by entry (see `repairProject`); of two entries
 * with the same id the first is kept. Anything that is not a list is ignored (undefined).
 */
export function repairProjectList(value: unknown): Project[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return uniqueById(value.map(repairProject).filter((project): project is Project => project !== undefined));
}
