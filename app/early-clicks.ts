// A click on a prerendered control before React has hydrated it is not lost: this inline script (in the
// head of every page, allowed by its hash in the Content-Security-Policy) catches such clicks and clicks the
// control again once React has hydrated it.
//
// Why per control rather than on one 'hydrated' signal: parts of a page hydrate later than the page (the
// blocks of app/lazy/ hydrate when their chunk arrives), and React itself drops a click on a part that is
// still waiting for its code. A control is hydrated when React has attached its props to the element (the
// `__reactProps$…` key React sets on every element it hydrates or renders); until then its clicks are held
// (default prevented and stopped before anything else sees them), then replayed with element.click() in the
// order they came. Links are left alone: without JS they still navigate. If React rendered the page afresh
// (another language or theme), the control is found again by its position under #root, once an element of
// the same kind is there (a lazy part, such as a form, arrives a moment after the page). Held clicks older
// than 20 seconds are dropped rather than surprising the visitor.
export const earlyClicksScript = `(function(){var d=document,q=[],timer=0;var C='button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio],[role=menuitem],[role=combobox],input[type=checkbox],input[type=radio],input[type=submit],summary';function ready(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps')===0})}function root(){return d.getElementById('root')}function path(el){var p=[];while(el&&el!==root()&&el.parentElement){p.unshift([].indexOf.call(el.parentElement.children,el));el=el.parentElement}return p}function find(p){var el=root();for(var i=0;el&&i<p.length;i++)el=el.children[p[i]];return el}function flush(){q=q.filter(function(h){var el=h.el.isConnected?h.el:find(h.path);if(Date.now()-h.t>20000)return false;if(!el||el.tagName!==h.el.tagName||!ready(el))return true;el.click();return false});if(!q.length){clearInterval(timer);timer=0}}d.addEventListener('click',function(e){var t=e.target,el=t&&t.closest&&t.closest(C),r=root();if(!el||!e.isTrusted||!r||!r.contains(el)||el.disabled||ready(el))return;e.preventDefault();e.stopImmediatePropagation();q.push({el:el,path:path(el),t:Date.now()});if(!timer)timer=setInterval(flush,50)},true)})();`;
