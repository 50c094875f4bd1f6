import { demoImagePath } from '@esm/api/web/demo-image-svg';

/** The 15 categories of the marketplace, with the icon classes the spec's home page maps. */
export const marketplaceCategories = [
  {
    name: 'Stage Hire',
    slug: 'stage-hire',
    icon: 'fas fa-theater-masks',
    description: 'Indoor and outdoor stages, risers and catwalks, built by crews who know venues.',
  },
  {
    name: 'Sound Hire',
    slug: 'sound-hire',
    icon: 'fas fa-volume-up',
    description: 'PA systems, microphones and engineers from wedding speeches to festivals.',
  },
  {
    name: 'Lighting Hire',
    slug: 'lighting-hire',
    icon: 'fas fa-lightbulb',
    description: 'Uplighting, festoons, moving heads and operators to set the mood.',
  },
  {
    name: 'Food Services',
    slug: 'food-services',
    icon: 'fas fa-utensils',
    description: 'Caterers, street food and wedding breakfasts priced per guest.',
  },
  {
    name: 'Table & Chair Hire',
    slug: 'furniture-hire',
    icon: 'fas fa-chair',
    description: 'Tables, chairs and lounge furniture delivered and collected.',
  },
  {
    name: 'Bar Hire',
    slug: 'bar-hire',
    icon: 'fas fa-cocktail',
    description: 'Mobile bars, mixologists and licensed bar teams.',
  },
  {
    name: 'Wedding Planning',
    slug: 'wedding-planning',
    icon: 'fas fa-ring',
    description: 'Planners and on-the-day coordinators who keep your day on track.',
  },
  {
    name: 'Marquee Hire',
    slug: 'marquee-hire',
    icon: 'fas fa-campground',
    description: 'Clearspan marquees, tipis and stretch tents with flooring and lighting.',
  },
  {
    name: 'DJ Services',
    slug: 'dj-services',
    icon: 'fas fa-headphones',
    description: 'Wedding, party and corporate DJs with their own sound and lighting.',
  },
  {
    name: 'Silent Disco Services',
    slug: 'silent-disco',
    icon: 'fas fa-music',
    description: 'Wireless headphone parties with multiple channels and hosts.',
  },
  {
    name: 'Drone Services',
    slug: 'drone-services',
    icon: 'fas fa-helicopter',
    description: 'Licensed drone pilots for aerial photos, video and light shows.',
  },
  {
    name: 'Photography Services',
    slug: 'photography-services',
    icon: 'fas fa-camera',
    description: 'Wedding, event and corporate photographers and videographers.',
  },
  {
    name: 'Projections',
    slug: 'projections',
    icon: 'fas fa-video',
    description: 'Projectors, screens and projection mapping for shows and launches.',
  },
  {
    name: 'Face Painter',
    slug: 'face-painter',
    icon: 'fas fa-palette',
    description: 'Face painters and glitter bars for parties and festivals.',
  },
  {
    name: 'Venues',
    slug: 'venues',
    icon: 'fas fa-building',
    description: 'Barns, halls, rooftops and country houses to host your event.',
  },
].map((c) => ({ ...c, imageUrl: demoImagePath(c.slug, 0) }));
