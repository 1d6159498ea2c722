import { APPAREL_BEAUTY_NOUNS } from './apparel-beauty.ts';
import { APPLIANCE_NOUNS } from './appliances.ts';
import { BABY_PET_TOY_NOUNS } from './baby-pets-toys.ts';
import { BEAUTY_NOUNS } from './beauty.ts';
import { BUSINESS_OFFICE_NOUNS } from './business-office.ts';
import { CLOTHING_NOUNS } from './clothing.ts';
import { ELECTRONICS_NOUNS } from './electronics.ts';
import { ELECTRONICS_OPTICS_NOUNS } from './electronics-optics.ts';
import { FOOD_DRINK_NOUNS } from './food-drink.ts';
import { FOOTWEAR_ACCESSORY_NOUNS } from './footwear-accessories.ts';
import { FURNITURE_NOUNS } from './furniture.ts';
import { GARDEN_DIY_NOUNS } from './garden-diy.ts';
import { GENERAL_NOUNS } from './general.ts';
import { HARDWARE_VEHICLE_NOUNS } from './hardware-vehicles.ts';
import { HOBBY_PARTY_NOUNS } from './hobbies-party.ts';
import { HOME_DECOR_NOUNS } from './home-decor.ts';
import { HOME_GARDEN_NOUNS } from './home-garden.ts';
import { HOME_TEXTILE_NOUNS } from './home-textiles.ts';
import { JEWELLERY_BAG_NOUNS } from './jewellery-bags.ts';
import { KITCHEN_NOUNS } from './kitchen.ts';
import { OFFICE_TECH_TOOL_NOUNS } from './office-tech-tools.ts';
import { PET_STATIONERY_NOUNS } from './pets-stationery.ts';
import { SPORT_NOUNS } from './sport.ts';
import { SPORT_LEISURE_NOUNS } from './sport-leisure.ts';
import { TOY_BABY_NOUNS } from './toys-baby.ts';
import type { Noun } from '../noun.ts';

/** Product nouns by shop domain, merged into the lexicon after product-nouns.ts and before the COCO labels. */
// prettier-ignore
export const DOMAIN_NOUNS: readonly Noun[] = [
  ...CLOTHING_NOUNS,
  ...FOOTWEAR_ACCESSORY_NOUNS,
  ...JEWELLERY_BAG_NOUNS,
  ...HOME_DECOR_NOUNS,
  ...HOME_TEXTILE_NOUNS,
  ...FURNITURE_NOUNS,
  ...KITCHEN_NOUNS,
  ...APPLIANCE_NOUNS,
  ...ELECTRONICS_NOUNS,
  ...SPORT_NOUNS,
  ...BEAUTY_NOUNS,
  ...TOY_BABY_NOUNS,
  ...PET_STATIONERY_NOUNS,
  ...GARDEN_DIY_NOUNS,
  ...HOME_GARDEN_NOUNS,
  ...SPORT_LEISURE_NOUNS,
  ...OFFICE_TECH_TOOL_NOUNS,
  ...APPAREL_BEAUTY_NOUNS,
  ...BABY_PET_TOY_NOUNS,
  ...ELECTRONICS_OPTICS_NOUNS,
  ...HOBBY_PARTY_NOUNS,
  ...HARDWARE_VEHICLE_NOUNS,
  ...BUSINESS_OFFICE_NOUNS,
  ...FOOD_DRINK_NOUNS,
  ...GENERAL_NOUNS,
];
