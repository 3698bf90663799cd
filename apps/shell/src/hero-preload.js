// From 600 px up the home page's hero image is its largest paint: fetch it beside the scripts, not
// after them. On a phone the text leads (public-site.css) and the image would only take bandwidth
// from the scripts the first paint waits for (Lighthouse mobile LCP 2.68 s with it, 2.49 s without).
if (location.pathname === '/') {
  const hero = document.createElement('link');
  hero.rel = 'preload';
  hero.as = 'image';
  hero.setAttribute('imagesrcset', '/assets/hero/hero-480.webp 480w, /assets/hero/hero-800.webp 800w, /assets/hero/hero-1200.webp 1200w');
  hero.setAttribute('imagesizes', '(min-width: 900px) 560px, (max-width: 599.98px) 16rem, calc(100vw - 2rem)');
  hero.setAttribute('fetchpriority', 'high');
  hero.media = '(min-width: 600px)';
  document.head.appendChild(hero);
}
