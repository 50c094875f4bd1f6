import { describe, expect, it } from 'vitest';
import { detectContactSharing } from './detect';

const kindsOf = (text: string) => detectContactSharing(text).kinds;

describe('invitations to find the provider elsewhere', () => {
  it.each([
    ['search for us on Instagram', 'social'],
    ['message us on Facebook', 'social'],
    ['look us up on Google', 'social'],
    ['just message me on insta', 'social'],
    ['DM us on TikTok', 'social'],
    ['search us on facebook and message us there', 'social'],
    ['book through our own website', 'link'],
    ['cheaper if you book direct on our own site', 'link'],
    ['Add me on FB', 'social'],
    ['Google us - Harris Florals', 'social'],
    ['check us out on TikTok', 'social'],
    ['find me over on Insta', 'social'],
  ] as const)('is caught: %s', (text, kind) => {
    expect(kindsOf(`${text} and we'll sort it`)).toEqual([kind]);
  });

  it.each([
    ['message me here'],
    ['see you on Saturday at the hall'],
    ['We found you on Google, 5 stars!'],
    ['I saw your Instagram, lovely work'],
    ['search for venues on Google'],
    ['I messaged you on here yesterday'],
    ['Our website address is on our profile so you can see the reviews there'],
    ['please message me on this app once you have the dates'],
    ['look up the venue on Google maps'],
    ['follow us on instagram'],
    ['My own website was a nightmare to build, yours looks great'],
    ['I googled you before we booked'],
    ['our website is being rebuilt at the moment'],
    ['please book through the site so the deposit is protected'],
    ['can you message me on here when you know numbers'],
    ['find us at the main entrance on Saturday'],
  ])('is not an invitation: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});
