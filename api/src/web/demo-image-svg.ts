/**
 * Demo photos for the seeded marketplace, drawn here as SVG so every image is ours to use
 * (no stock photos, no licences to track). Served at /demo-images/<slug>-<n>.svg.
 */
const palettes: Array<[string, string, string]> = [
  ['#1e3a8a', '#3b82f6', '#fde68a'],
  ['#7c2d12', '#ea580c', '#fef3c7'],
  ['#064e3b', '#10b981', '#ecfccb'],
  ['#4c1d95', '#8b5cf6', '#fce7f3'],
  ['#0f172a', '#334155', '#f8fafc'],
];

const motifs: Record<string, (accent: string) => string> = {
  'stage-hire': (a) =>
    `<rect x="90" y="250" width="620" height="60" fill="${a}" opacity=".9"/><polygon points="160,40 220,40 330,250 110,250" fill="${a}" opacity=".35"/><polygon points="580,40 640,40 690,250 470,250" fill="${a}" opacity=".35"/><rect x="370" y="170" width="60" height="80" rx="8" fill="${a}"/>`,
  'sound-hire': (a) =>
    `<rect x="180" y="80" width="160" height="240" rx="14" fill="${a}"/><circle cx="260" cy="150" r="36" fill="#0008"/><circle cx="260" cy="250" r="52" fill="#0008"/><rect x="460" y="80" width="160" height="240" rx="14" fill="${a}"/><circle cx="540" cy="150" r="36" fill="#0008"/><circle cx="540" cy="250" r="52" fill="#0008"/>`,
  'lighting-hire': (a) =>
    `<polygon points="200,40 240,40 420,330 60,330" fill="${a}" opacity=".4"/><polygon points="560,40 600,40 760,330 400,330" fill="${a}" opacity=".4"/><circle cx="220" cy="40" r="24" fill="${a}"/><circle cx="580" cy="40" r="24" fill="${a}"/>`,
  'food-services': (a) =>
    `<ellipse cx="400" cy="230" rx="250" ry="70" fill="${a}"/><ellipse cx="400" cy="215" rx="190" ry="48" fill="#fff"/><circle cx="350" cy="200" r="26" fill="#16a34a"/><circle cx="420" cy="205" r="30" fill="#dc2626"/><circle cx="470" cy="195" r="18" fill="#f59e0b"/>`,
  'furniture-hire': (a) =>
    `<rect x="260" y="150" width="280" height="24" rx="6" fill="${a}"/><rect x="290" y="174" width="16" height="130" fill="${a}"/><rect x="494" y="174" width="16" height="130" fill="${a}"/><rect x="150" y="190" width="70" height="14" fill="${a}"/><rect x="150" y="110" width="14" height="194" fill="${a}"/><rect x="580" y="190" width="70" height="14" fill="${a}"/><rect x="636" y="110" width="14" height="194" fill="${a}"/>`,
  'bar-hire': (a) =>
    `<rect x="120" y="220" width="560" height="100" rx="10" fill="${a}"/><polygon points="300,80 360,80 340,160 320,160" fill="#fff" opacity=".85"/><rect x="327" y="160" width="6" height="50" fill="#fff"/><rect x="430" y="90" width="50" height="120" rx="8" fill="#fff" opacity=".85"/>`,
  'wedding-planning': (a) =>
    `<circle cx="350" cy="190" r="80" fill="none" stroke="${a}" stroke-width="22"/><circle cx="450" cy="190" r="80" fill="none" stroke="${a}" stroke-width="22" opacity=".8"/>`,
  'marquee-hire': (a) =>
    `<polygon points="400,50 700,200 100,200" fill="#fff"/><rect x="120" y="200" width="560" height="120" fill="#fff" opacity=".9"/><rect x="360" y="230" width="80" height="90" fill="${a}"/><line x1="400" y1="20" x2="400" y2="50" stroke="${a}" stroke-width="6"/>`,
  'dj-services': (a) =>
    `<rect x="120" y="150" width="560" height="160" rx="16" fill="${a}"/><circle cx="270" cy="230" r="60" fill="#111"/><circle cx="270" cy="230" r="10" fill="${a}"/><circle cx="530" cy="230" r="60" fill="#111"/><circle cx="530" cy="230" r="10" fill="${a}"/>`,
  'silent-disco': (a) =>
    `<path d="M260 230 a140 140 0 0 1 280 0" fill="none" stroke="${a}" stroke-width="24"/><rect x="225" y="210" width="60" height="100" rx="20" fill="${a}"/><rect x="515" y="210" width="60" height="100" rx="20" fill="${a}"/>`,
  'drone-services': (a) =>
    `<rect x="330" y="170" width="140" height="50" rx="16" fill="${a}"/><line x1="330" y1="180" x2="220" y2="120" stroke="${a}" stroke-width="12"/><line x1="470" y1="180" x2="580" y2="120" stroke="${a}" stroke-width="12"/><ellipse cx="220" cy="115" rx="70" ry="10" fill="#fff"/><ellipse cx="580" cy="115" rx="70" ry="10" fill="#fff"/>`,
  'photography-services': (a) =>
    `<rect x="220" y="120" width="360" height="200" rx="24" fill="${a}"/><rect x="280" y="95" width="90" height="40" rx="8" fill="${a}"/><circle cx="400" cy="220" r="70" fill="#111"/><circle cx="400" cy="220" r="40" fill="#334"/>`,
  projections: (a) =>
    `<rect x="90" y="220" width="120" height="70" rx="10" fill="${a}"/><polygon points="210,235 700,60 700,320 210,275" fill="${a}" opacity=".3"/><rect x="520" y="60" width="180" height="260" fill="#fff" opacity=".2"/>`,
  'face-painter': (a) =>
    `<ellipse cx="400" cy="200" rx="220" ry="130" fill="${a}"/><circle cx="320" cy="150" r="28" fill="#dc2626"/><circle cx="400" cy="130" r="28" fill="#2563eb"/><circle cx="480" cy="150" r="28" fill="#16a34a"/><circle cx="470" cy="240" r="34" fill="#fff"/>`,
  venues: (a) =>
    `<polygon points="400,50 690,140 110,140" fill="${a}"/><rect x="140" y="140" width="520" height="180" fill="#fff" opacity=".9"/><rect x="190" y="170" width="40" height="150" fill="${a}"/><rect x="300" y="170" width="40" height="150" fill="${a}"/><rect x="460" y="170" width="40" height="150" fill="${a}"/><rect x="570" y="170" width="40" height="150" fill="${a}"/>`,
};

export const DEMO_IMAGE_SLUGS = Object.keys(motifs);

export function demoImagePath(slug: string, n: number): string {
  return `/demo-images/${slug}-${n}.svg`;
}

/** Returns the SVG for `<slug>-<n>`, or null for an unknown slug. */
export function demoImageSvg(slug: string, n: number): string | null {
  const motif = motifs[slug];
  if (!motif) return null;
  const [dark, mid, accent] = palettes[Math.abs(n) % palettes.length]!;
  const angle = (n * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 360" width="800" height="360" role="img" aria-label="${slug.replace(/-/g, ' ')}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="800" height="360" fill="url(#g)"/>${motif(accent)}</svg>`;
}
