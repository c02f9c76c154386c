export { Skeleton, type SkeletonProps, SkeletonRegion, type SkeletonRegionProps, type SkeletonShape } from './Skeleton';
