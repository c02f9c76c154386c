export const keyframes = {
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
  scaleIn: { from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } },
  scaleOut: { from: { opacity: 1, transform: 'scale(1)' }, to: { opacity: 0, transform: 'scale(0.96)' } },
  // Along the line: --inline-sign is -1 in right-to-left (see the preset's global styles), so the start edge
  // is the left in English and the right in Arabic.
  slideInEnd: { from: { transform: 'translateX(calc(100% * var(--inline-sign, 1)))' }, to: { transform: 'translateX(0)' } },
  slideOutEnd: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(calc(100% * var(--inline-sign, 1)))' } },
  slideInStart: { from: { transform: 'translateX(calc(-100% * var(--inline-sign, 1)))' }, to: { transform: 'translateX(0)' } },
  slideOutStart: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(calc(-100% * var(--inline-sign, 1)))' } },
  indeterminate: {
    from: { transform: 'translateX(calc(-100% * var(--inline-sign, 1)))' },
    to: { transform: 'translateX(calc(250% * var(--inline-sign, 1)))' },
  },
  spin: { to: { transform: 'rotate(360deg)' } },
  // Collapsible: the content grows from nothing to the height Ark measured into --height, and back.
  expandHeight: { from: { height: '0' }, to: { height: 'var(--height)' } },
  collapseHeight: { from: { height: 'var(--height)' }, to: { height: '0' } },
  // Skeleton: a light band (a 200%-wide background) crossing the shape from left to right.
  shimmer: { from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-100% 0' } },
};
