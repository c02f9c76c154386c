// Splits the package's stylesheet by owner, as its code is split: dist/styles.css keeps the reset, the
// tokens, the utilities and the components' recipes; dist/blocks.css takes the recipes that only blocks
// use. A page of components then does not download the blocks' styles. Run by `npm run build:package`
// after `panda cssgen` has written the whole stylesheet to dist/styles.css.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postcss from 'postcss';

const repo = resolve(import.meta.dirname, '..');

/** The recipe functions that the files under `dir` import from styled-system/recipes. */
function recipesImportedIn(dir) {
  const names = new Set();
  for (const file of readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') && !file.endsWith('.ts')) continue;
    const source = readFileSync(join(repo, dir, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'styled-system\/recipes'/g))
      for (const name of list.split(',')) {
        const local = name
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)[0];
        if (local) names.add(local);
      }
  }
  return names;
}

/** Each recipe's CSS class, by the name of its function: `pricingCard` → `pricing-card`. */
function recipeClasses() {
  const classes = new Map();
  for (const file of readdirSync(join(repo, 'src/recipes'))) {
    const source = readFileSync(join(repo, 'src/recipes', file), 'utf8');
    for (const [, name, className] of source.matchAll(/export const (\w+) = define(?:Slot)?Recipe\(\{\s*className: '([\w-]+)'/g))
      classes.set(name, className);
  }
  return classes;
}

const classes = recipeClasses();
const forComponents = recipesImportedIn('src/components');
const blockClasses = [...recipesImportedIn('src/blocks')]
  .filter((name) => !forComponents.has(name))
  .map((name) => {
    const className = classes.get(name);
    if (!className) throw new Error(`split-css: no recipe file defines '${name}' (src/recipes)`);
    return className;
  });
// A selector of a block's recipe: its class, then a slot (__), a variant (--) or the end of the class.
const blockSelector = new RegExp(`\\.(${blockClasses.join('|')})(?=__|--|[^\\w-]|$)`);

const file = join(repo, 'dist/styles.css');
const whole = postcss.parse(readFileSync(file, 'utf8'));
const blocks = whole.clone();
// Each rule goes to one sheet: the blocks' when every selector in it belongs to a block recipe.
const ownedByBlocks = (rule) => rule.selectors.every((selector) => blockSelector.test(selector));
whole.walkRules((rule) => {
  if (ownedByBlocks(rule)) rule.remove();
});
blocks.walkRules((rule) => {
  if (!ownedByBlocks(rule)) rule.remove();
});
// Keyframes and @font-face stay in styles.css. The layer order statement is in both, so that the cascade
// is the same whichever sheet a portal happens to load first.
blocks.walkAtRules((atRule) => {
  if (!['layer', 'media', 'supports', 'container'].includes(atRule.name)) atRule.remove();
});
const prune = (root) => {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
};
prune(whole);
prune(blocks);
writeFileSync(file, whole.toString());
writeFileSync(join(repo, 'dist/blocks.css'), blocks.toString());
console.log(`split-css: ${blockClasses.length} block recipes to dist/blocks.css`);
