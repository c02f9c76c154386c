// Every recipe of the design system, registered in the preset. One file per component; add its
// export line to config-recipes.ts (single-part components) or slot-recipes.ts (multi-part ones).
import * as configRecipes from './config-recipes';
import * as slotRecipeModules from './slot-recipes';

export const recipes = { ...configRecipes };
export const slotRecipes = { ...slotRecipeModules };
