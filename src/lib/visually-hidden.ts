// The one way the package hides text from sight while screen readers still read it: Panda's srOnly utility.
// It sits in the utilities layer, above every recipe, so no slot style of the element can show it again.
import { css } from 'styled-system/css';

export const visuallyHidden: string = /* @__PURE__ */ css({ srOnly: true });
