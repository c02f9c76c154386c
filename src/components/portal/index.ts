export { Layer, type LayerProps, Portal, type PortalProps } from './Portal';
