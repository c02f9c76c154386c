// Inlined into the app's <head> before any CSS, so the first paint already has the right theme.
// It repeats getInitialTheme()/applyTheme() in plain ES5 because it runs before the bundle loads.
export const themeInitScript = `(function(){try{var t=null;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark'){t=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(t);r.style.colorScheme=t}catch(e){}})();`;
