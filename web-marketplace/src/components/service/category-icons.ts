import {
  Armchair,
  Building2,
  Camera,
  Disc3,
  Drone,
  Headphones,
  Heart,
  Lightbulb,
  type LucideIcon,
  Mic,
  Music,
  Palette,
  Projector,
  Sparkles,
  Speaker,
  Tent,
  Theater,
  UtensilsCrossed,
  Wine,
} from 'lucide-react';

/**
 * Categories name their icon as a Font Awesome class string ('fas fa-microphone'); we map the
 * names in use to lucide icons (imported one by one so only these ship). Unknown names fall back
 * to the category's slug, then to a neutral sparkle.
 */
const byFontAwesomeName: Record<string, LucideIcon> = {
  'theater-masks': Theater,
  'masks-theater': Theater,
  microphone: Mic,
  'microphone-alt': Mic,
  'volume-up': Speaker,
  'volume-high': Speaker,
  music: Music,
  lightbulb: Lightbulb,
  'lightbulb-o': Lightbulb,
  magic: Sparkles,
  utensils: UtensilsCrossed,
  hamburger: UtensilsCrossed,
  chair: Armchair,
  couch: Armchair,
  'glass-martini': Wine,
  'glass-martini-alt': Wine,
  'martini-glass': Wine,
  cocktail: Wine,
  'wine-glass': Wine,
  heart: Heart,
  ring: Heart,
  campground: Tent,
  tent: Tent,
  'compact-disc': Disc3,
  record: Disc3,
  headphones: Headphones,
  'headphones-alt': Headphones,
  helicopter: Drone,
  plane: Drone,
  camera: Camera,
  'camera-retro': Camera,
  video: Projector,
  film: Projector,
  palette: Palette,
  'paint-brush': Palette,
  building: Building2,
  landmark: Building2,
  'place-of-worship': Building2,
};

const bySlug: Record<string, LucideIcon> = {
  'stage-hire': Theater,
  'sound-hire': Speaker,
  'lighting-hire': Lightbulb,
  'food-services': UtensilsCrossed,
  'furniture-hire': Armchair,
  'bar-hire': Wine,
  'wedding-planning': Heart,
  'marquee-hire': Tent,
  'dj-services': Disc3,
  'silent-disco': Headphones,
  'drone-services': Drone,
  'photography-services': Camera,
  projections: Projector,
  'face-painter': Palette,
  venues: Building2,
};

export function categoryIcon(iconClass: string | null | undefined, slug?: string): LucideIcon {
  const names = (iconClass ?? '')
    .split(/\s+/)
    .filter((part) => part.startsWith('fa-'))
    .map((part) => part.slice(3));
  for (const name of names) {
    const icon = byFontAwesomeName[name];
    if (icon) return icon;
  }
  return (slug && bySlug[slug]) || Sparkles;
}
