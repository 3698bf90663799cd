// the home page's hero image is its largest paint: fetch it beside the scripts, not after them
if (location.pathname === '/') {
  const hero = document.createElement('link');
  hero.rel = 'preload';
  hero.as = 'image';
  hero.setAttribute('imagesrcset', '/assets/hero/hero-480.webp 480w, /assets/hero/hero-800.webp 800w, /assets/hero/hero-1200.webp 1200w');
  hero.setAttribute('imagesizes', '(min-width: 900px) 560px, 100vw');
  hero.setAttribute('fetchpriority', 'high');
  document.head.appendChild(hero);
}
