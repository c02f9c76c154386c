export const keyframes = {
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
  scaleIn: { from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } },
  scaleOut: { from: { opacity: 1, transform: 'scale(1)' }, to: { opacity: 0, transform: 'scale(0.96)' } },
  slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
  slideInLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  slideOutLeft: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  indeterminate: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
  spin: { to: { transform: 'rotate(360deg)' } },
  // Collapsible: the content grows from nothing to the height Ark measured into --height, and back.
  expandHeight: { from: { height: '0' }, to: { height: 'var(--height)' } },
  collapseHeight: { from: { height: 'var(--height)' }, to: { height: '0' } },
  // Skeleton: a light band (a 200%-wide background) crossing the shape from left to right.
  shimmer: { from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-100% 0' } },
};
