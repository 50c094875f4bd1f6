/**
 * The demo marketplace: realistic UK providers and services, generated deterministically so
 * every fresh `npm start` shows the same data. Seeding sends these through the same commands
 * users do (seed.ts).
 */
export interface DemoCity {
  city: string;
  postcodes: string[];
}

export const demoCities: DemoCity[] = [
  { city: 'London', postcodes: ['SE1 9SG', 'E1 6AN', 'N1 9GU', 'W1T 3JH', 'SW11 4NJ'] },
  { city: 'Manchester', postcodes: ['M1 1AE', 'M4 5JD', 'M15 4FN'] },
  { city: 'Birmingham', postcodes: ['B1 1BB', 'B5 4BU', 'B12 0YA'] },
  { city: 'Leeds', postcodes: ['LS1 4DY', 'LS6 1PF'] },
  { city: 'Glasgow', postcodes: ['G1 1XQ', 'G3 8AG'] },
  { city: 'Edinburgh', postcodes: ['EH1 1YZ', 'EH6 6JJ'] },
  { city: 'Bristol', postcodes: ['BS1 4DJ', 'BS8 1TH'] },
  { city: 'Liverpool', postcodes: ['L1 8JQ', 'L3 4FP'] },
  { city: 'Newcastle upon Tyne', postcodes: ['NE1 4ST', 'NE6 1AS'] },
  { city: 'Cardiff', postcodes: ['CF10 1EP', 'CF24 3AA'] },
  { city: 'Brighton', postcodes: ['BN1 1EE', 'BN2 1TW'] },
  { city: 'Sheffield', postcodes: ['S1 2HE', 'S11 8YA'] },
  { city: 'Nottingham', postcodes: ['NG1 5FS', 'NG7 2RD'] },
  { city: 'Oxford', postcodes: ['OX1 2JD'] },
  { city: 'Cambridge', postcodes: ['CB2 1TN'] },
  { city: 'York', postcodes: ['YO1 7HH'] },
  { city: 'Norwich', postcodes: ['NR2 1TF'] },
  { city: 'Exeter', postcodes: ['EX1 1JG'] },
  { city: 'Southampton', postcodes: ['SO14 7DU'] },
  { city: 'Leicester', postcodes: ['LE1 5YA'] },
  { city: 'Belfast', postcodes: ['BT1 5GS'] },
  { city: 'Aberdeen', postcodes: ['AB10 1XG'] },
  { city: 'Bath', postcodes: ['BA1 1SU'] },
  { city: 'Plymouth', postcodes: ['PL1 2AA'] },
];

export interface ServiceTemplate {
  name: string;
  description: string;
  priceUnit: 'per day' | 'per hour' | 'per event' | 'per item';
  basePrice: string;
  equipmentList: string[];
  costPerPerson?: string;
  chargesMileage?: boolean;
  pricePerMile?: string;
}

export interface CategoryDemo {
  slug: string;
  businessWords: string[];
  services: ServiceTemplate[];
}

export const demoByCategory: CategoryDemo[] = [
  {
    slug: 'stage-hire',
    businessWords: ['Staging', 'Stageworks', 'Platforms'],
    services: [
      {
        name: 'Modular Outdoor Stage 8m x 6m',
        description:
          'Weatherproof modular stage with roof, skirting and access steps, built and taken down by our crew.',
        priceUnit: 'per day',
        basePrice: '1450.00',
        equipmentList: ['Stage decks', 'Roof canopy', 'Skirting', 'Access steps', 'Handrails'],
        chargesMileage: true,
        pricePerMile: '0.55',
      },
      {
        name: 'Indoor Riser Stage 4m x 3m',
        description:
          'Carpeted riser stage for conferences, speeches and small bands. Heights from 200mm to 1m.',
        priceUnit: 'per event',
        basePrice: '380.00',
        equipmentList: ['Riser decks', 'Carpet finish', 'Steps'],
      },
      {
        name: 'Catwalk Runway Stage',
        description: 'Gloss-white catwalk for fashion shows and awards nights, up to 16m long.',
        priceUnit: 'per day',
        basePrice: '920.00',
        equipmentList: ['Runway decks', 'Gloss topping', 'LED edge strip', 'Steps'],
      },
    ],
  },
  {
    slug: 'sound-hire',
    businessWords: ['Audio', 'Sound', 'PA Hire'],
    services: [
      {
        name: 'Festival Line Array PA',
        description: 'Line array system for up to 2,000 guests with a sound engineer on site all day.',
        priceUnit: 'per day',
        basePrice: '1850.00',
        equipmentList: ['Line array', 'Subwoofers', 'Digital desk', 'Stage monitors', 'Engineer'],
        chargesMileage: true,
        pricePerMile: '0.60',
      },
      {
        name: 'Wedding Speech PA Package',
        description:
          'Two speakers, two wireless microphones and a small mixer, set up discreetly before the speeches.',
        priceUnit: 'per event',
        basePrice: '245.00',
        equipmentList: ['2 x speakers', '2 x wireless mics', 'Mixer', 'Stands'],
      },
      {
        name: 'Conference Audio with Technician',
        description:
          'Lectern and lapel microphones, ceiling-friendly speakers and a technician for your conference.',
        priceUnit: 'per hour',
        basePrice: '85.00',
        equipmentList: ['Lapel mics', 'Lectern mic', 'Speakers', 'Technician'],
      },
    ],
  },
  {
    slug: 'lighting-hire',
    businessWords: ['Lighting', 'Illumination', 'Light Co'],
    services: [
      {
        name: 'Uplighting Package (20 fixtures)',
        description: 'Battery LED uplighters in any colour to transform a venue, delivered and positioned.',
        priceUnit: 'per event',
        basePrice: '320.00',
        equipmentList: ['20 LED uplighters', 'Wireless DMX', 'Colour matching'],
      },
      {
        name: 'Concert Moving Head Rig',
        description: 'Moving heads, wash lights, haze and an operator for live shows.',
        priceUnit: 'per day',
        basePrice: '1200.00',
        equipmentList: ['Moving heads', 'LED wash', 'Hazer', 'Lighting desk', 'Operator'],
        chargesMileage: true,
        pricePerMile: '0.50',
      },
      {
        name: 'Festoon Lighting per 10m',
        description: 'Warm-white festoon lighting for gardens, marquees and courtyards.',
        priceUnit: 'per item',
        basePrice: '35.00',
        equipmentList: ['Festoon 10m run', 'Weatherproof connectors'],
      },
    ],
  },
  {
    slug: 'food-services',
    businessWords: ['Kitchen', 'Catering', 'Feasts'],
    services: [
      {
        name: 'Wood-Fired Pizza Van',
        description:
          'Neapolitan pizzas cooked to order from our vintage van, with vegan and gluten-free options.',
        priceUnit: 'per event',
        basePrice: '450.00',
        equipmentList: ['Pizza van', 'Wood oven', 'Serving team'],
        costPerPerson: '12.50',
      },
      {
        name: 'Three-Course Wedding Breakfast',
        description: 'Seasonal plated wedding breakfast with front-of-house staff and crockery.',
        priceUnit: 'per event',
        basePrice: '600.00',
        equipmentList: ['Chefs', 'Waiting staff', 'Crockery', 'Linen'],
        costPerPerson: '48.00',
      },
      {
        name: 'Street Food Grazing Stations',
        description:
          'Three street-food stations — bao, tacos and loaded fries — for relaxed evening receptions.',
        priceUnit: 'per event',
        basePrice: '350.00',
        equipmentList: ['3 stations', 'Chefs', 'Compostable packaging'],
        costPerPerson: '16.00',
      },
    ],
  },
  {
    slug: 'furniture-hire',
    businessWords: ['Furniture Hire', 'Event Furniture', 'Tables & Chairs'],
    services: [
      {
        name: 'Round Tables and Chiavari Chairs',
        description:
          '5ft round tables seating 8 with gold Chiavari chairs and cushions, delivered and collected.',
        priceUnit: 'per item',
        basePrice: '9.50',
        equipmentList: ['5ft round tables', 'Chiavari chairs', 'Seat pads'],
      },
      {
        name: 'Trestle Tables and Folding Chairs',
        description: 'Practical 6ft trestle tables with padded folding chairs for large gatherings.',
        priceUnit: 'per item',
        basePrice: '4.00',
        equipmentList: ['6ft trestles', 'Folding chairs'],
      },
      {
        name: 'Rustic Banquet Set',
        description: 'Solid wood banquet tables and crossback chairs for barn and garden weddings.',
        priceUnit: 'per item',
        basePrice: '14.00',
        equipmentList: ['Banquet tables', 'Crossback chairs'],
      },
    ],
  },
  {
    slug: 'bar-hire',
    businessWords: ['Bar Co', 'Mobile Bars', 'Cocktails'],
    services: [
      {
        name: 'Mobile Cocktail Bar with Mixologists',
        description: 'Illuminated bar, two mixologists and a menu of six signature cocktails.',
        priceUnit: 'per hour',
        basePrice: '120.00',
        equipmentList: ['Illuminated bar', '2 mixologists', 'Glassware', 'Ice'],
      },
      {
        name: 'Vintage Horsebox Bar',
        description: 'A converted horsebox bar with draught taps, perfect for festivals and weddings.',
        priceUnit: 'per event',
        basePrice: '695.00',
        equipmentList: ['Horsebox bar', 'Draught taps', 'Bar staff', 'Licence'],
      },
    ],
  },
  {
    slug: 'wedding-planning',
    businessWords: ['Weddings', 'Events', 'Planning'],
    services: [
      {
        name: 'Full Wedding Planning',
        description:
          'From venue search to the last dance: budgets, suppliers, timelines and two coordinators on the day.',
        priceUnit: 'per event',
        basePrice: '2800.00',
        equipmentList: ['Planning meetings', 'Supplier management', 'Two coordinators'],
      },
      {
        name: 'On-the-Day Coordination',
        description: 'We take over six weeks before and run your day so you can enjoy it.',
        priceUnit: 'per event',
        basePrice: '850.00',
        equipmentList: ['Final meetings', 'Run sheet', 'Coordinator'],
      },
    ],
  },
  {
    slug: 'marquee-hire',
    businessWords: ['Marquees', 'Tents', 'Canvas'],
    services: [
      {
        name: 'Clearspan Marquee 9m x 18m',
        description: 'Clearspan marquee for up to 150 seated guests with flooring, lining and lighting.',
        priceUnit: 'per day',
        basePrice: '3200.00',
        equipmentList: ['Clearspan frame', 'Flooring', 'Ivory lining', 'Chandeliers'],
        chargesMileage: true,
        pricePerMile: '0.65',
      },
      {
        name: 'Sailcloth Tipi Package',
        description: 'Two linked giant hats with coir matting and festoon lighting.',
        priceUnit: 'per day',
        basePrice: '2400.00',
        equipmentList: ['2 giant hats', 'Coir matting', 'Festoons', 'Fire pit'],
      },
    ],
  },
  {
    slug: 'dj-services',
    businessWords: ['DJs', 'Entertainment', 'Music'],
    services: [
      {
        name: 'Wedding DJ with Dancefloor Lighting',
        description: 'Experienced wedding DJ with a tailored playlist, lighting and a backup system.',
        priceUnit: 'per event',
        basePrice: '595.00',
        equipmentList: ['DJ booth', 'PA', 'Dancefloor lighting', 'Backup system'],
      },
      {
        name: 'Corporate Party DJ',
        description: 'Background music into dance sets for office parties and product launches.',
        priceUnit: 'per hour',
        basePrice: '95.00',
        equipmentList: ['Controller', 'Speakers', 'Wireless mic'],
      },
    ],
  },
  {
    slug: 'silent-disco',
    businessWords: ['Silent Disco', 'Headphone Parties', 'Quiet Beats'],
    services: [
      {
        name: 'Silent Disco 100 Headsets',
        description: 'Three-channel silent disco for 100 guests with transmitters and a host.',
        priceUnit: 'per event',
        basePrice: '650.00',
        equipmentList: ['100 headsets', '3 transmitters', 'Host', 'Sanitising'],
      },
      {
        name: 'Silent Disco Headset',
        description: 'Single headset hire for self-run events (minimum 20).',
        priceUnit: 'per item',
        basePrice: '4.50',
        equipmentList: ['LED headset', 'Charging case'],
      },
    ],
  },
  {
    slug: 'drone-services',
    businessWords: ['Aerial', 'Drones', 'Skyview'],
    services: [
      {
        name: 'Aerial Wedding Film',
        description:
          'CAA-approved pilot filming your venue and group shots from above, edited into a 3-minute film.',
        priceUnit: 'per event',
        basePrice: '540.00',
        equipmentList: ['4K drone', 'CAA pilot', 'Edited film'],
      },
      {
        name: 'Event Drone Photography',
        description: 'Aerial stills for festivals, sports days and corporate events.',
        priceUnit: 'per hour',
        basePrice: '150.00',
        equipmentList: ['Drone', 'Pilot', 'Edited stills'],
      },
    ],
  },
  {
    slug: 'photography-services',
    businessWords: ['Photography', 'Studios', 'Pictures'],
    services: [
      {
        name: 'Full-Day Wedding Photography',
        description: 'Preparations to first dance, 500+ edited images in an online gallery.',
        priceUnit: 'per day',
        basePrice: '1350.00',
        equipmentList: ['Two cameras', 'Online gallery', 'Second shooter'],
      },
      {
        name: 'Event Photographer by the Hour',
        description: 'Candid and staged photography for parties, launches and conferences.',
        priceUnit: 'per hour',
        basePrice: '110.00',
        equipmentList: ['Camera', 'Flash', 'Next-day previews'],
      },
      {
        name: 'Instant Photo Booth',
        description: 'Open booth with props, instant prints and a digital gallery.',
        priceUnit: 'per event',
        basePrice: '420.00',
        equipmentList: ['Photo booth', 'Props', 'Printer', 'Attendant'],
      },
    ],
  },
  {
    slug: 'projections',
    businessWords: ['Projection', 'Visuals', 'Mapping'],
    services: [
      {
        name: 'Building Projection Mapping',
        description: 'Custom projection-mapped show onto your venue facade, content design included.',
        priceUnit: 'per event',
        basePrice: '4200.00',
        equipmentList: ['20k lumen projectors', 'Media server', 'Content design'],
      },
      {
        name: 'Conference Screen and Projector',
        description: '3m screen with a bright projector and laptop switching.',
        priceUnit: 'per day',
        basePrice: '280.00',
        equipmentList: ['3m screen', 'Projector', 'Switcher', 'Clicker'],
      },
    ],
  },
  {
    slug: 'face-painter',
    businessWords: ['Face Painting', 'Faces', 'Colour Crew'],
    services: [
      {
        name: "Face Painter for Children's Parties",
        description: 'Friendly, DBS-checked artist with skin-safe paints and glitter.',
        priceUnit: 'per hour',
        basePrice: '75.00',
        equipmentList: ['Skin-safe paints', 'Glitter', 'Design board'],
      },
      {
        name: 'Festival Glitter Bar',
        description: 'Two artists offering biodegradable glitter and face gems.',
        priceUnit: 'per event',
        basePrice: '390.00',
        equipmentList: ['Biodegradable glitter', 'Face gems', '2 artists'],
      },
    ],
  },
  {
    slug: 'venues',
    businessWords: ['House', 'Hall', 'Barn'],
    services: [
      {
        name: 'Country Barn Venue (exclusive use)',
        description: 'Restored barn with gardens, bridal suite and parking for 80 cars.',
        priceUnit: 'per day',
        basePrice: '5500.00',
        equipmentList: ['Barn', 'Gardens', 'Bridal suite', 'Parking'],
      },
      {
        name: 'City Rooftop Terrace',
        description: 'Rooftop terrace with skyline views for up to 120 standing guests.',
        priceUnit: 'per hour',
        basePrice: '400.00',
        equipmentList: ['Terrace', 'Heaters', 'Bar area'],
      },
    ],
  },
];

const firstNames = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Harry',
  'Mia',
  'Noah',
  'Priya',
  'Yusuf',
  'Eilidh',
  'Rhys',
  'Siobhan',
  'Kwame',
  'Chloe',
  'Arjun',
];
const lastNames = [
  'Taylor',
  'Patel',
  'Evans',
  'Murphy',
  'Campbell',
  'Khan',
  'Hughes',
  'Walker',
  'Okafor',
  'Roberts',
  'MacLeod',
  'Singh',
  'Wright',
  'Davies',
];

export interface DemoProvider {
  key: string;
  city: string;
  postcode: string;
  businessName: string;
  contactName: { firstName: string; lastName: string };
  email: string;
  phoneNumber: string;
  categorySlug: string;
  services: ServiceTemplate[];
}

/**
 * 50 providers: each category gets providers in different cities; each provider offers that
 * category's templates (3 services on average), so every category has several services.
 */
export function demoProviders(count = 50): DemoProvider[] {
  const providers: DemoProvider[] = [];
  for (let i = 0; i < count; i++) {
    const category = demoByCategory[i % demoByCategory.length]!;
    const city = demoCities[(i * 7) % demoCities.length]!;
    const postcode = city.postcodes[i % city.postcodes.length]!;
    const word = category.businessWords[i % category.businessWords.length]!;
    const firstName = firstNames[i % firstNames.length]!;
    const lastName = lastNames[(i * 5) % lastNames.length]!;
    const cityShort = city.city.split(' ')[0]!;
    const businessName = i % 2 === 0 ? `${cityShort} ${word}` : `${lastName} ${word}`;
    const key = `${category.slug}-${i}`;
    providers.push({
      key,
      city: city.city,
      postcode,
      businessName,
      contactName: { firstName, lastName },
      email: `provider${i + 1}@demo.eventhire.uk`,
      phoneNumber: `07700 900${String(100 + i).padStart(3, '0')}`,
      categorySlug: category.slug,
      services: category.services,
    });
  }
  return providers;
}
