// Shared by the Site/* stories: a router link that records where it would go instead of leaving the story.
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type RouterLinkProps, RouterLinkProvider } from '../../../../src';

/** Called with the href of every internal link a story's user follows. Clear it at the start of a play function. */
export const navigate = fn().mockName('navigate');

function StoryLink({ href, onClick, ...props }: RouterLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

/** Wraps a story in a RouterLinkProvider whose current path is `currentPath`. */
export const withRouter =
  (currentPath = '/'): Decorator =>
  (Story) => (
    <RouterLinkProvider component={StoryLink} currentPath={currentPath}>
      <Story />
    </RouterLinkProvider>
  );
