export {
  CardBody,
  type CardBodyProps,
  CardDescription,
  type CardDescriptionProps,
  CardFooter,
  type CardFooterProps,
  CardHeader,
  type CardHeaderProps,
  CardRoot,
  type CardRootProps,
  type CardSize,
  CardTitle,
  type CardTitleLevel,
  type CardTitleProps,
  type CardVariant,
} from './Card';
export * as Card from './namespace';
