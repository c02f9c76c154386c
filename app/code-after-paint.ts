// A prerendered page needs only its HTML, stylesheet and body font to paint; its modules (about 200 kB)
// are fetched once it has painted. Fetched alongside the stylesheet, as a module script and preload links
// in the HTML would be, they share a slow connection with it and hold the paint back by seconds
// (Lighthouse's mobile setting: first paint of / at 3.4 s with them, about 1 s without). scripts/prerender.mjs
// lists each page's modules, entry first, in a JSON block; this inline script (in every page's head,
// allowed by its hash) waits for the first contentful paint, then runs the entry and preloads the route's
// other modules right away, so hydration does not wait on a chain of imports. It adds three links per
// task, in tasks of their own: each link costs the main thread about 2 ms (8 on a mid-range phone), and a
// task over 50 ms there counts as blocking (eight per task took 60-70 ms under Lighthouse's 4x slowdown). A click in the meantime is held and replayed
// (early-clicks.ts). The code starts at once when nothing will paint before it: a tab opened in the
// background, or a page hidden until the app renders it in the visitor's language (data-rerender).
//
// The script also has the browser load its locale data while the page waits for its stylesheet. The first
// number or date formatter a page makes costs 15-40 ms here, in one call that cannot be split (about 100 ms
// on a mid-range phone): after the paint it would be a long task of its own, or part of hydration. It runs
// from a timer, so the stylesheet is already requested.
export const PAGE_MODULES_ID = 'page-modules';

export const codeAfterPaintScript = `(function(){setTimeout(function(){try{Intl.NumberFormat.supportedLocalesOf('en')}catch(e){}});var d=document,started=0;function add(tag,props){var el=d.createElement(tag);el.crossOrigin='';for(var k in props)el[k]=props[k];d.head.appendChild(el)}function start(){var list=d.getElementById('${PAGE_MODULES_ID}');if(started||!list)return;started=1;var files=JSON.parse(list.textContent);add('script',{type:'module',src:files.shift()});setTimeout(function preload(){files.splice(0,3).forEach(function(src){add('link',{rel:'modulepreload',href:src})});if(files.length)setTimeout(preload)})}d.addEventListener('DOMContentLoaded',function(){if(d.visibilityState==='hidden'||d.documentElement.hasAttribute('data-rerender'))return start();if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start)});new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});setTimeout(start,5000)})})();`;
