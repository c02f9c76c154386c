// Splits the package's stylesheet by owner, as its code is split: dist/styles.css keeps the reset, the
// tokens, the utilities and the components' recipes; dist/blocks.css takes the recipes that only blocks
// use. A page of components then does not download the blocks' styles. Run by `npm run build:package`
// after `panda cssgen` has written the whole stylesheet to dist/styles.css.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

// Each component's own stylesheet (dist/css/<entry point>.css) and the base they all need (dist/base.css),
// for a portal that imports only the styles of the components it renders instead of the whole styles.css.
// base.css holds the layer order, the reset, the tokens, the keyframes, the utilities and the recipes of what
// LabelportProvider renders itself (the toast area); a component's sheet holds the recipes of its component
// and of those it is built on, lazily loaded parts included. A recipe in two sheets is the same rules twice,
// so each recipe's rules go into a layer of its own (`recipes.slots.select`), in the order of styles.css: which
// of two recipes wins on an element is then the same whatever order a page's sheets come in.
const recipeLayers = ['recipes', 'recipes.slots'];
const componentClasses = [...forComponents].map((name) => classes.get(name)).filter(Boolean);
const recipeSelector = (className) => new RegExp(`\\.(${className})(?=__|--|[^\\w-]|$)`);
const matchers = componentClasses.map((className) => [className, recipeSelector(className)]);
const recipesOfRule = (rule) => matchers.filter(([, re]) => rule.selectors.some((s) => re.test(s))).map(([c]) => c);

// The recipes' layers, each recipe's rules in the order styles.css has them.
const layerOrder = { recipes: { base: [], variants: [] }, 'recipes.slots': { base: [], variants: [] } };
const base = whole.clone();
const recipeNodes = base.nodes.filter(
  (node) => node.type === 'atrule' && node.name === 'layer' && recipeLayers.includes(node.params),
);
// The recipes' rules as styles.css has them, for the sheets (base.css loses them below).
const recipeSource = recipeNodes.map((node) => node.clone());
for (const layer of recipeNodes) {
  layer.walkRules((rule) => {
    const inBase = hasBaseAncestor(rule, layer);
    for (const className of recipesOfRule(rule)) {
      const order = layerOrder[layer.params][inBase ? 'base' : 'variants'];
      if (!order.includes(className)) order.push(className);
    }
  });
}
function hasBaseAncestor(node, top) {
  for (let parent = node.parent; parent && parent !== top; parent = parent.parent)
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params === '_base') return true;
  return false;
}
const orderStatement = [
  '@layer reset, base, tokens, recipes, utilities;',
  `@layer ${['recipes._base', 'recipes.slots', ...layerOrder.recipes.variants.map((c) => `recipes.${c}`)].join(', ')};`,
  `@layer ${layerOrder.recipes.base.map((c) => `recipes._base.${c}`).join(', ')};`,
  `@layer ${['recipes.slots._base', ...layerOrder['recipes.slots'].variants.map((c) => `recipes.slots.${c}`)].join(', ')};`,
  `@layer ${layerOrder['recipes.slots'].base.map((c) => `recipes.slots._base.${c}`).join(', ')};`,
].join('');

/** The recipes' layers with only these recipes' rules, each recipe's in a layer of its own. */
function recipesSheet(classNames) {
  const out = postcss.root();
  for (const layer of recipeSource) {
    const top = postcss.atRule({ name: 'layer', params: layer.params });
    for (const className of classNames) {
      const own = layer.clone();
      own.walkRules((rule) => {
        if (!recipesOfRule(rule).includes(className)) rule.remove();
      });
      prune(own);
      for (const child of own.nodes ?? []) {
        if (child.type === 'atrule' && child.name === 'layer' && child.params === '_base') {
          let baseLayer = top.nodes?.find((n) => n.type === 'atrule' && n.params === '_base');
          if (!baseLayer) {
            baseLayer = postcss.atRule({ name: 'layer', params: '_base' });
            top.append(baseLayer);
          }
          if (child.nodes?.length)
            baseLayer.append(postcss.atRule({ name: 'layer', params: className, nodes: child.nodes.map((n) => n.clone()) }));
        } else {
          let variants = top.nodes?.find((n) => n.type === 'atrule' && n.params === className);
          if (!variants) {
            variants = postcss.atRule({ name: 'layer', params: className });
            top.append(variants);
          }
          variants.append(child.clone());
        }
      }
    }
    if (top.nodes?.length) out.append(top);
  }
  return out;
}

/** The component recipes that a module of dist/ and what it imports (statically or on demand) use. */
function recipesReachedFrom(file, seen = new Set(), found = new Set()) {
  if (seen.has(file)) return found;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const recipeName = /\/styled-system\/recipes\/[\w-]+\.js$/.test(file) && /__name__: "(\w+)"/.exec(code)?.[1];
  if (recipeName && classes.has(recipeName)) found.add(classes.get(recipeName));
  for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g))
    recipesReachedFrom(join(dirname(file), specifier), seen, found);
  return found;
}
const inOrder = (found) => componentClasses.filter((c) => found.has(c)).sort((a, b) => order(a) - order(b));
const globalOrder = [...new Set(Object.values(layerOrder).flatMap(({ base, variants }) => [...base, ...variants]))];
const order = (className) => globalOrder.indexOf(className);

// base.css: styles.css without its recipes, but with the provider's.
const providerRecipes = recipesReachedFrom(join(repo, 'dist/src/provider/LabelportProvider.js'));
for (const layer of recipeNodes) {
  layer.walkRules((rule) => {
    if (recipesOfRule(rule).length) rule.remove();
  });
}
prune(base);
base.walkAtRules('layer', (atRule) => {
  if (!atRule.nodes && atRule.parent === base) atRule.remove();
});
for (const layer of recipeNodes)
  if (layer.nodes?.length) throw new Error(`split-css: rules of no recipe in @layer ${layer.params}`);
for (const layer of recipeNodes) layer.remove();
const recipesPlace = base.nodes.find((node) => node.type === 'atrule' && node.params === 'utilities');
for (const node of recipesSheet(inOrder(providerRecipes)).nodes) base.insertBefore(recipesPlace, node);
base.prepend(postcss.parse(orderStatement));
writeFileSync(join(repo, 'dist/base.css'), base.toString());

mkdirSync(join(repo, 'dist/css'), { recursive: true });
const entries = readdirSync(join(repo, 'dist/components')).filter((name) => name.endsWith('.js'));
for (const entry of entries) {
  const sheet = recipesSheet(inOrder(recipesReachedFrom(join(repo, 'dist/components', entry))));
  sheet.prepend(postcss.parse(orderStatement));
  writeFileSync(join(repo, 'dist/css', entry.replace(/\.js$/, '.css')), sheet.toString());
}
console.log(`split-css: base.css and ${entries.length} components' sheets (dist/css/)`);
