import { wordSet } from './word-set';

/**
 * Word lists for telling a handle from the sentence around it. A handle written as a plain
 * word ("my ig is sarahcakes") is only taken when it ends the clause and is not one of these
 * ordinary words ("my insta is private", "follow us on instagram").
 */
export const NOT_A_HANDLE = wordSet(`
  i me my you your us our we them they it its this that the a an and or but so if then than with
  for from to of in on at by as is are was were be been mine yours ours theirs his her hers not
  too also just there here
  private public down dead deleted closed gone new old blocked banned hacked broken empty rubbish
  active inactive same linked below above pinned full updated quiet slow busy off up out good
  great better best nice lovely amazing awesome brilliant fab cool ok okay fine everything
  nothing mostly similar verified
  page account profile handle name username details link bio stories story posts post reels reel
  videos video photos pics dm dms messages message chat group live business personal official
  followers friends fans likes feed
  lol haha thanks cheers please pls x xx xxx yes no sorry later soon tonight today tomorrow
  though anyway again instead now
  home venue work church hotel noon night midnight reception ceremony dinner lunch breakfast
  station office hall barn
`);

/** Words that may sit between a platform name and the handle: "insta: it's …", "snap is …". */
export const BETWEEN_PLATFORM_AND_HANDLE = wordSet(`
  is handle username user name id account acct page profile me us on at its it s my our add
  follow dm message msg find search called under as just up via
`);

/** Of those, the words that announce the handle itself. */
export const INTRODUCES_HANDLE = wordSet('is handle username user name id called s');

/** Words that own the account when they come just before the platform: "my ig", "our insta". */
export const OWNERS = wordSet('my our me us');

/** Asking someone to look a name up: "search DJMikeEvents on facebook". */
export const LOOK_UP_VERBS = wordSet('search find look add follow');

/** Words that may follow a handle at the end of a clause: "my snap is djmike99 x". */
export const CLAUSE_ENDINGS = wordSet(
  'x xx xxx thanks cheers lol please pls btw if and or so too then instead',
);
