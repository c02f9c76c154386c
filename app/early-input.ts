// What a visitor types into a prerendered field before React has hydrated it is not lost: this inline script
// (in the head of every page, allowed by its hash in the Content-Security-Policy, beside early-clicks.ts)
// records it and hands it to the form once React has hydrated the field.
//
// Why it is needed: hydration keeps the text on screen but not in the form's state, which starts from the
// prerender's empty values (useForm's controlled fields). The next render of the form (a choice in a select,
// a submit) writes the state back into the field, and the text is gone; a submit sends the empty values.
//
// How: every text field, text area and select under #root that takes input before it is hydrated is queued
// with what it holds (later input to it updates that, also after hydration, while it waits). Once React has
// attached its props to the field (the `__reactProps$…` key; parts of a page hydrate later than others), the
// value is handed over as React's own onChange sees a change: the field's value is set through React's value
// setter to something else, then back to the text through the browser's setter, and an `input` event (a
// select: `change`) lets React read it. If React rendered the page afresh (another theme), the new field is
// found by its position under #root and given the text only if it is the same kind of field and still shows
// what the prerendered one started with. Checkboxes and radios are left to early-clicks.ts, which holds their
// clicks. A field whose code never comes is given up after a minute.
//
// A handover that lands while React is still hydrating the page can be undone by it: React hydrates
// synchronously to handle the event, then writes its state, the empty value, back into the field (about one
// load in ten with two pages loading at once). React has hydrated the field by then, so a handover that did
// not stick is made once more at once: a replayed submit may come right behind it, in the same click. A
// handover is also watched for two seconds: while the field shows what it started with again, the text is
// handed over again. The visitor's own typing in that time ends the watch.
//
// Any click hands over first what is ready, before React sees the click: a submit clicked (or Enter pressed)
// before hydration is replayed by early-clicks.ts, and must send what was typed, whichever timer fires first.
export const earlyInputScript = `(function(){var d=document,q=[],timer=0;function ready(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps')===0})}function root(){return d.getElementById('root')}function path(el){var p=[];while(el&&el!==root()&&el.parentElement){p.unshift([].indexOf.call(el.parentElement.children,el));el=el.parentElement}return p}function find(p){var el=root();for(var i=0;el&&i<p.length;i++)el=el.children[p[i]];return el}function give(el,value){if(el.tagName==='SELECT'){for(var i=0;i<2&&(!i||el.value!==value);i++){el.value=value;el.dispatchEvent(new Event('change',{bubbles:true}))}return}var set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),'value').set,s=el.selectionStart,e=el.selectionEnd;for(var j=0;j<2&&(!j||el.value!==value);j++){el.value=value?'':' ';set.call(el,value);el.dispatchEvent(new Event('input',{bubbles:true}))}if(el===d.activeElement&&s!==null)el.setSelectionRange(s,e)}function flush(){var now=Date.now();q=q.filter(function(h){var el=h.el.isConnected?h.el:find(h.path);if(!el||el.tagName!==h.el.tagName||el.name!==h.el.name||!ready(el))return h.given?now-h.given<2000:now-h.t<60000;if(!h.given){if(el===h.el||el.value===h.start)give(el,h.value);h.given=now;return true}if(el.value===h.start&&el.value!==h.value)give(el,h.value);return now-h.given<2000});if(!q.length){clearInterval(timer);timer=0}}d.addEventListener('input',function(e){var el=e.target,r=root();if(!e.isTrusted||!r||!r.contains(el)||!/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)||/^(checkbox|radio|file)$/.test(el.type))return;for(var i=0;i<q.length;i++)if(q[i].el===el)return void(q[i].given?q.splice(i,1):q[i].value=el.value);if(ready(el))return;q.push({el:el,path:path(el),start:el.defaultValue,value:el.value,t:Date.now()});if(!timer)timer=setInterval(flush,50)},true);d.addEventListener('click',flush,true)})();`;
