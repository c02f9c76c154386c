export {
  CardBody as Body,
  type CardBodyProps as BodyProps,
  CardDescription as Description,
  type CardDescriptionProps as DescriptionProps,
  CardFooter as Footer,
  type CardFooterProps as FooterProps,
  CardHeader as Header,
  type CardHeaderProps as HeaderProps,
  CardRoot as Root,
  type CardRootProps as RootProps,
  CardTitle as Title,
  type CardTitleProps as TitleProps,
} from './Card';
