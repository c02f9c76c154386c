/** The anchor of the request form; 'Start New Project' links to `/dashboard/projects#new-request`. */
export const NEW_REQUEST_ID = 'new-request';

/**
 * Scrolls the element with this id into view and moves focus to it, so keyboard and screen-reader users land
 * where sighted users look. Waits a few frames for it to appear (a lazily loaded page). Returns false when it
 * never does.
 */
export function revealSection(id: string, attempts = 30): Promise<boolean> {
  return new Promise((resolve) => {
    const tryNow = (left: number) => {
      const element = typeof document === 'undefined' ? null : document.getElementById(id);
      if (element) {
        element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        element.focus({ preventScroll: true });
        resolve(true);
      } else if (left > 0 && typeof requestAnimationFrame !== 'undefined') {
        requestAnimationFrame(() => tryNow(left - 1));
      } else {
        resolve(false);
      }
    };
    tryNow(attempts);
  });
}

function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return true;
  }
}
